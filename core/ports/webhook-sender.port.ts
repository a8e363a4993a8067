import type { StoreEvent } from '../domain/events.js';

/**
 * What one attempt gave: the receiver's HTTP status, or why there was none, as a word of a fixed
 * vocabulary that never echoes an address or a body (`timeout`, `connection_refused`, `connection_reset`,
 * `tls`, `host_not_found`, `address_not_allowed`, `connection_failed`), so endpoints cannot map a network.
 */
export interface SendResult {
  readonly status?: number;
  readonly error?: string;
}

/** Where an attempt goes, and the secrets it is signed with (two during a rotation's overlap: one signature each). */
export interface WebhookTarget {
  readonly url: string;
  readonly owner: string;
  readonly secrets: readonly string[];
}

/** What an attempt sends: an event (`webhook-id` its id), or a ping (`{ "type": "ping" }`, `webhook-id` the ping's id). */
export type WebhookMessage = { readonly event: StoreEvent } | { readonly ping: string };

/**
 * Posts a message to a webhook URL, signed (Standard Webhooks) with each of the target's secrets, to an
 * address it checked (DESIGN.md's address rules) and connects to without resolving again. Never throws:
 * every failure is a SendResult.
 */
export interface WebhookSender {
  send(target: WebhookTarget, message: WebhookMessage): Promise<SendResult>;
}

/**
 * Whether a URL may be an endpoint of `owner` (the operator may open networks to some owners): null when
 * it may, else the problem in words (naming no address it resolved to).
 */
export interface WebhookUrlPolicy {
  check(url: string, owner: string): Promise<string | null>;
}

/** Randomness of the webhook use cases: secrets, ids, jitter. */
export interface WebhookRandom {
  /** `whsec_` + base64 of 24–64 random bytes. */
  newSecret(): string;
  /** Random characters of `A-Za-z0-9_-` (at least 96 bits). */
  newToken(): string;
  /** A number in [0, 1). */
  fraction(): number;
}
