/**
 * The product's analytics events (spec section 7), queued in memory. Nothing is sent anywhere yet on
 * purpose: the analytics issue brings the client that flushes this queue (batches of 50, every 5 s).
 */
export type AnalyticsEventName = 'First Time Deposit' | 'New Registration';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties: Record<string, string | number | null>;
  at: string;
}

const queue: AnalyticsEvent[] = [];

export function trackEvent(
  name: AnalyticsEventName,
  properties: AnalyticsEvent['properties'],
  now: Date = new Date(),
): void {
  queue.push({ name, properties, at: now.toISOString() });
}

/** Takes every queued event out, oldest first: the future flush calls this. */
export function drainEvents(): AnalyticsEvent[] {
  return queue.splice(0, queue.length);
}

export function peekEvents(): readonly AnalyticsEvent[] {
  return queue;
}
