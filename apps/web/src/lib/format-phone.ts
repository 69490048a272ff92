/** "9876543210" -> "+91 98765 43210". */
export function formatIndianPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}
