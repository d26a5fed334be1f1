/**
 * The business `Code`s the fake service answers with. docs/SERVICE.md §7 leaves the set open ("not shown"); these are
 * the fake's choice. Every business error is HTTP 200 with `Success: false`, this `Code`, and a `Message` that says
 * what to fix without echoing any key (docs/SERVICE.md §7 rule 2).
 *
 * | Code | Name | When |
 * |---|---|---|
 * | 200 | OK | success (docs/SERVICE.md §7 rule 3) |
 * | 400 | INVALID_BODY | the body is not JSON, a field is missing or of the wrong kind (the Message names the field), or Content-Type is not application/json on an upload operation |
 * | 401 | INVALID_SECRET_KEY | `Authorization` missing or not the secret key (GetPreUploadUrl, ReportUploadSuccess) |
 * | 402 | INVALID_SESSION_KEY | `chatrobot-sessionkey` missing or not the session key (RealEstateList) |
 * | 404 | UNKNOWN_FILE | ReportUploadSuccess for a fileStoreID that was never issued |
 * | 409 | UPLOAD_INCOMPLETE | ReportUploadSuccess before any bytes arrived for that fileStoreID |
 * | 500 | SCRIPTED_FAULT | default Code of a scripted `business` fault |
 * | 4001 | TEMPLATE_CHATBOT | RealEstateList for a template-based chatbot (docs/SERVICE.md §1, §4.4 rule 3) |
 * | 4004 | UNKNOWN_CHATBOT | RealEstateList for a SerialNumber the fake does not know |
 */
export const FAKE_CODES = {
  OK: 200,
  INVALID_BODY: 400,
  INVALID_SECRET_KEY: 401,
  INVALID_SESSION_KEY: 402,
  UNKNOWN_FILE: 404,
  UPLOAD_INCOMPLETE: 409,
  SCRIPTED_FAULT: 500,
  TEMPLATE_CHATBOT: 4001,
  UNKNOWN_CHATBOT: 4004,
} as const;

/** The Messages that go with {@link FAKE_CODES}. */
export const FAKE_MESSAGES = {
  missingSecretKey: 'Missing Authorization secret key',
  invalidSecretKey: 'Invalid Authorization secret key',
  missingSessionKey: 'Missing chatrobot-sessionkey header',
  invalidSessionKey: 'Invalid chatrobot-sessionkey',
  contentType: 'Content-Type must be application/json',
  invalidJson: 'Request body is not valid JSON',
  unknownFile: 'Unknown fileStoreID',
  uploadIncomplete: 'No file content has been uploaded for this fileStoreID yet',
  scriptedFault: 'Service is busy, please try again later',
  templateChatbot: 'RealEstateList supports only traditional chatbots; this chatbot is template-based',
  unknownChatbot: 'No chatbot with this SerialNumber',
} as const;

/** The envelope `Version` of every answer (docs/SERVICE.md §9). */
export const FAKE_VERSION = '1.0.0';

/** The first FileStoreId the fake issues; later ones count up (docs/UPSTREAM.md sample: "34317"). */
export const FIRST_FILE_STORE_ID = 34317;
