import type { Generated } from 'kysely';

/**
 * A device in a suite. Its group follows from its type (contract DEVICE_GROUP_BY_TYPE), so it is
 * not stored. Instants are UTC ISO-8601 text.
 */
export interface DomoticasTable {
  id: string;
  accommodation_id: string;
  /** LOCK, CLIMATE or LIGHT. */
  type: string;
  /** The name in English; `name_nl`, `name_de`, `name_fr` the others (null: missing, see contract textInLanguage). */
  name: string;
  name_nl: string | null;
  name_de: string | null;
  name_fr: string | null;
  /** Display order within the suite. */
  position: Generated<number>;
  /** 'simulator' or 'mqtt'. */
  connector: string;
  /** The device's id on its connector (for MQTT: the Zigbee2MQTT friendly name under the topic prefix). */
  external_id: string;
  /** The gang of a multi-gang device (Zigbee2MQTT's `l1`, `l2`); '' for a single device. */
  endpoint: Generated<string>;
  /** ok, jammed, unknown or unavailable, as last determined. */
  state_status: Generated<string>;
  /** JSON of the last value the device reported; kept when a later attempt fails, but then not shown as current. */
  state_value: string | null;
  /** When the device last reported. */
  reported_at: string | null;
  /** When the server last tried to reach the device, answered or not. */
  checked_at: string | null;
}
