// A second writer of the pincode cookie (only shared/src/pincode may write it).
export function rememberPincode(pincode: string): void {
  document.cookie = `pincode=${pincode}; path=/; max-age=15552000`;
}
