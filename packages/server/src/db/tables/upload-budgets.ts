export interface UploadBudgetsTable {
  /** 'account:<id>', 'ip:<address>' or 'signed-out-ip:<address>'. */
  key: string;
  /** Bytes stored in the window that ends at resets_at (PostgreSQL's bigint arrives as a string). */
  bytes: number | string;
  resets_at: string;
}
