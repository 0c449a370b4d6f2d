/**
 * The demo devices' names in the four languages, by device slug: a device's name is content the guest reads, stored
 * as `name` (English) with `name_nl`, `name_de` and `name_fr`.
 */
export const DEMO_DEVICE_NAMES = {
  'front-door': { name: 'Front door', name_nl: 'Voordeur', name_de: 'Haustür', name_fr: "Porte d'entrée" },
  thermostat: { name: 'Thermostat', name_nl: 'Thermostaat', name_de: 'Thermostat', name_fr: 'Thermostat' },
  'living-room-light': { name: 'Living room', name_nl: 'Woonkamer', name_de: 'Wohnzimmer', name_fr: 'Salon' },
  'bedroom-light': { name: 'Bedroom', name_nl: 'Slaapkamer', name_de: 'Schlafzimmer', name_fr: 'Chambre' },
} as const satisfies Record<string, { name: string; name_nl: string; name_de: string; name_fr: string }>;

export type DemoDeviceSlug = keyof typeof DEMO_DEVICE_NAMES;
