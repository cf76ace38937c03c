/** "45 seconds", "1 minute", "10 minutes": how long a throttled shopper waits, in the store's messages. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
