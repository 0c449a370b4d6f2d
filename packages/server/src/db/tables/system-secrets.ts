/** Secrets the server generates for itself on first start (e.g. the JWT key when JWT_SECRET is unset). */
export interface SystemSecretsTable {
  name: string;
  value: string;
}
