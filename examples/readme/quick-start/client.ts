import { BusinessError, createChatbotClient, UploadUrlExpiredError } from 'chatbot-kit/core';

// On a server: the secret key must not reach a browser (see "Keeping the secret key on the server").
const client = createChatbotClient({
  baseUrl: 'https://api.example.com', // {base_url}: the upload operations
  appUrl: 'https://app.example.com', // {app_url}: RealEstateList (defaults to baseUrl)
  secretKey: process.env.CHATBOT_SECRET_KEY, // Authorization, upload operations only
  sessionKey: () => process.env.CHATBOT_SESSION_KEY ?? '', // chatrobot-sessionkey, read on every request
});

/** Uploads one file in the three steps and returns its FileStoreId. */
export async function uploadKnowledgeFile(file: File): Promise<string> {
  try {
    const { fileStoreId } = await client.uploadFile(file, { onProgress: ({ loaded, total }) => console.log(`${loaded} of ${total} bytes`) });
    return fileStoreId;
  } catch (error) {
    // Every failure is a typed ChatbotError with a string `code`.
    if (error instanceof UploadUrlExpiredError) throw new Error('The upload took too long. Try again.', { cause: error });
    throw error;
  }
}

/** One page of a chatbot's listings. */
export async function austinRentals(serialNumber: string) {
  try {
    const page = await client.realEstateList({ serialNumber, cityName: 'Austin', saleType: 'for_rent' });
    console.log(page.items[0]?.price, page.virtualCount);
    return page.items;
  } catch (error) {
    // HTTP 200, but the envelope said no (a template-based chatbot has no listings).
    if (error instanceof BusinessError) return [];
    throw error;
  }
}
