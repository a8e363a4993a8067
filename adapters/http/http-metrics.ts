/**
 * The operations the HTTP adapter reports: the route names, the endpoints outside /v1, and
 * `other` for whatever matched no route. A fixed set, so a label never carries a raw path.
 */
export const HTTP_OPERATIONS = [
  'listPets',
  'createPet',
  'getPet',
  'updatePet',
  'deletePet',
  'placeOrder',
  'listOrders',
  'getOrder',
  'updateOrder',
  'getInventory',
  'getOpenApi',
  'healthz',
  'readyz',
  'metrics',
  'other',
] as const;
export type HttpOperation = (typeof HTTP_OPERATIONS)[number];

/** The exposition endpoint, `GET /metrics`, outside /v1. */
export interface MetricsEndpoint {
  /** The text to serve and its Content-Type. */
  render(): Promise<{ readonly contentType: string; readonly text: string }>;
  /** When set, only `Authorization: Bearer <token>` gets the metrics (401 otherwise). */
  readonly token?: string;
}
