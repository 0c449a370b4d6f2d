/**
 * A category of web links of a location: `kind` faq, gem (local tips) or other. Instants are UTC ISO-8601 text.
 */
export interface WeblinkCategoriesTable {
  id: string;
  location_id: string;
  name: string;
  /** The name in Dutch, German and French; null: missing (the reader gets the location's language, then English). */
  name_nl: string | null;
  name_de: string | null;
  name_fr: string | null;
  kind: string;
  icon: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/**
 * A web link of a location in one of its categories. `url` is http(s); `assetcode` the suite or object it belongs to;
 * `language` one of the app's languages, null for every language; `share_count` the chat messages it was shared in.
 * `title` and `description` are English; their `_nl`/`_de`/`_fr` columns the other languages (null: missing).
 */
export interface WeblinksTable {
  id: string;
  location_id: string;
  category_id: string;
  title: string;
  title_nl: string | null;
  title_de: string | null;
  title_fr: string | null;
  url: string;
  description: string;
  description_nl: string | null;
  description_de: string | null;
  description_fr: string | null;
  assetcode: string | null;
  icon: string;
  language: string | null;
  sort_order: number;
  share_count: number;
  created_at: string;
  updated_at: string;
}

/** One share of a web link: the chat message it was sent in, by whom and when. Once per link and message. */
export interface WeblinkSharesTable {
  weblink_id: string;
  chat_nmbr: number;
  message_nmbr: number;
  employee_id: string | null;
  shared_at: string;
}
