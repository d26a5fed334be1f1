import { BusinessError } from '../../core/errors/BusinessError';

/**
 * The message to show for a failed listing request or export: the service's own `Message` for a business error
 * (`docs/SERVICE.md §7` rule 2, e.g. a template chatbot), else the error's message (chatbot-kit errors are already free
 * of secrets).
 */
export function listingErrorMessage(error: unknown): string {
  if (error instanceof BusinessError && error.serviceMessage) return error.serviceMessage;
  if (error instanceof Error) return error.message;
  return String(error);
}
