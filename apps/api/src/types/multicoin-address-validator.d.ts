// The package ships no types; this is the one call we use.
declare module 'multicoin-address-validator' {
  export function validate(
    address: string,
    currency: string,
    options?: { networkType?: string; chainType?: string },
  ): boolean;
}
