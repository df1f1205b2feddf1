/** Wallet addresses longer than this are shortened (platform spec §9). */
export const WALLET_SHORTEN_ABOVE = 11;

/**
 * A wallet address as the shell shows it (platform spec §9): longer than 11 characters → the first 6, an ellipsis and
 * the last 5 ('tp1qyz…x7k2m'); otherwise as is. Surrounding spaces are dropped. Pure.
 */
export function shortenWalletAddress(address: string): string {
  const text = address.trim();
  return text.length > WALLET_SHORTEN_ABOVE ? `${text.slice(0, 6)}…${text.slice(-5)}` : text;
}

/**
 * A bank account mask as the shell shows it (platform spec §9): only the last 4 digits of the mask, after four bullets
 * ('••••1234' → '•••• 1234'). Fewer than 4 digits are shown as they are; no digit at all gives ''. Pure.
 */
export function maskedAccount(mask: string | null | undefined): string {
  const digits = (mask ?? '').replace(/\D/g, '');
  return digits ? `•••• ${digits.slice(-4)}` : '';
}
