/** A phone number as written ('1-800-891-4416', '+91 80 1234 5678') as a call link's address. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
