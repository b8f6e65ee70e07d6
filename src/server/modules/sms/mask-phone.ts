/**
 * A phone number for logs and the staff outbox: the country and network prefix and the last two
 * digits (+9715*******67). Enough to tell messages apart, not to call the family.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`;
}
