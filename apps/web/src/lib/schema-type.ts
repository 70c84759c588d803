/**
 * The type a contract schema parses to, for the schemas the contract exports without a named type.
 * Keeps the web on the contract's types without a direct dependency on zod.
 */
export type SchemaOutput<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;
