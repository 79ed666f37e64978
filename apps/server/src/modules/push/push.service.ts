import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { Meeting } from '@fairhub/shared/meetings';
import type { PushPayload, PushSubscriptionBody } from '@fairhub/shared/push';
import { resolveNotificationPrefs } from '@fairhub/shared/settings';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { unprocessable } from '../../lib/problems.ts';
import { meetingTime } from '../mail/meeting.templates.ts';
import { dropPushSubscription, livePushSubscriptions, meetingRequestPushFacts, messagePushFacts, setSessionPushSubscription } from './push.repository.ts';

/**
 * Web Push (docs/decisions.md "Web Push"): a subscription per session (access_tokens.push_subscription,
 * gone with logout), notifications signed with the VAPID keys of the configuration (off without them)
 * and encrypted for the browser by the web-push library.
 */

/** How long a push service keeps an undelivered notification (a message is stale after a day). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushLog {
  warn(object: object, message: string): void;
}

function pushOff() {
  return unprocessable('Notifications on this device are not available on this server.', 'push_not_configured');
}

/**
 * The endpoint must be a push service's: https, named by a host rather than an address (the server
 * must not be pointed at machines of its own network). Outside production a loopback address is
 * allowed too (the tests' stand-in).
 */
export function endpointRefusal(config: Config, endpoint: string): string | null {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'The push endpoint must be an https:// address.';
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (!config.isProduction && loopback) return null;
  if (loopback || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 || url.username || url.password)
    return 'The push endpoint must be a push service’s address, named by its host.';
  return null;
}

export async function savePushSubscription(db: Database, config: Config, tokenId: number, body: PushSubscriptionBody) {
  if (!config.push) throw pushOff();
  const refusal = endpointRefusal(config, body.endpoint);
  if (refusal) throw unprocessable(refusal, 'push_endpoint_refused');
  await setSessionPushSubscription(db, tokenId, { endpoint: body.endpoint, keys: { p256dh: body.keys.p256dh, auth: body.keys.auth } });
}

export async function removePushSubscription(db: Database, tokenId: number) {
  await setSessionPushSubscription(db, tokenId, null);
}

/**
 * Sends `payload` to every live session of the user that subscribed (nothing when push is off).
 * Call it after the transaction that made the news committed; it never throws: a failure is logged,
 * and a subscription the push service reports gone (404, 410) is removed. Answers how many were delivered.
 */
export async function sendPush(
  deps: { db: Database; config: Config; log: PushLog; /** Only for a push service with its own certificate authority (the tests' stand-in). */ agent?: Agent },
  userId: number,
  payload: PushPayload,
): Promise<number> {
  const { db, config, log, agent } = deps;
  if (!config.push) return 0;
  let delivered = 0;
  try {
    const sessions = await livePushSubscriptions(db, userId);
    await Promise.all(
      sessions.map(async ({ tokenId, subscription }) => {
        if (!subscription) return;
        try {
          await webpush.sendNotification(subscription, JSON.stringify(payload), {
            vapidDetails: { subject: config.push!.subject, publicKey: config.push!.publicKey, privateKey: config.push!.privateKey },
            TTL: PUSH_TTL_SECONDS,
            timeout: SEND_TIMEOUT_MS,
            urgency: 'normal',
            ...(agent ? { agent } : {}),
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          });
          delivered += 1;
        } catch (error) {
          const status = error instanceof webpush.WebPushError ? error.statusCode : null;
          if (status === 404 || status === 410) await dropPushSubscription(db, tokenId, subscription.endpoint);
          else log.warn({ err: error, tokenId, status }, 'could not send a push notification');
        }
      }),
    );
  } catch (error) {
    log.warn({ err: error, userId }, 'could not send push notifications');
  }
  return delivered;
}

const MESSAGE_TITLE = { en: (name: string) => `New message from ${name}`, pl: (name: string) => `Nowa wiadomość od ${name}` } as const;
const BODY_MAX = 140;

/** The notification of a new message, in the recipient's language: the sender, the start of the text, the conversation. */
export function messagePushPayload(language: 'en' | 'pl', message: { senderName: string; text: string; conversationUid: string }): PushPayload {
  const text = message.text.replace(/\s+/g, ' ').trim();
  return {
    title: MESSAGE_TITLE[language](message.senderName),
    body: text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text,
    url: `/panel/messages/${message.conversationUid}`,
    tag: `conversation-${message.conversationUid}`,
  };
}

/**
 * After a new message committed: a push notification to the recipient's subscribed sessions, in
 * their language (the service worker shows it only while no window of the app is visible), unless
 * they switched messages off in their notification settings (the preference that also governs the
 * unread-message e-mail). Never throws; call it without waiting.
 */
export async function pushNewMessage(
  deps: { db: Database; config: Config; log: PushLog },
  senderId: number,
  message: { conversationUid: string; body: string },
) {
  if (!deps.config.push) return 0;
  try {
    const facts = await messagePushFacts(deps.db, message.conversationUid, senderId);
    if (!facts || !resolveNotificationPrefs(facts.notificationPrefs).messages) return 0;
    return await sendPush(
      deps,
      facts.recipientId,
      messagePushPayload(facts.language, { senderName: facts.senderName, text: message.body, conversationUid: message.conversationUid }),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'could not send the push notification of a message');
    return 0;
  }
}

const MEETING_REQUEST_TITLE = {
  en: (name: string) => `Meeting request from ${name}`,
  pl: (name: string) => `Prośba o spotkanie od ${name}`,
} as const;
const AT_EVENT = { en: (title: string) => ` at ${title}`, pl: (title: string) => ` podczas wydarzenia ${title}` } as const;

/**
 * The notification of a new meeting request, in the invitee's language: who asks, when (in the
 * meeting's time zone, as the e-mail says it) and at which event; it opens the requests to answer.
 */
export function meetingRequestPushPayload(
  language: 'en' | 'pl',
  request: { requesterName: string; eventTitle: string | null; startsAt: string; endsAt: string; timeZone: string; meetingUid: string },
): PushPayload {
  const when = meetingTime(language, request.startsAt, request.endsAt, request.timeZone);
  return {
    title: MEETING_REQUEST_TITLE[language](request.requesterName),
    body: `${when}${request.eventTitle ? AT_EVENT[language](request.eventTitle) : ''}`,
    url: '/panel/meetings/requests',
    tag: `meeting-${request.meetingUid}`,
  };
}

/**
 * After a meeting request committed (POST meetings, 201): a push notification to the invitee's
 * subscribed sessions, in their language, unless they switched meeting requests off in their
 * notification settings (the preference that also governs the e-mail). Never throws; call it without
 * waiting.
 */
export async function pushMeetingRequest(deps: { db: Database; config: Config; log: PushLog; agent?: Agent }, requesterId: number, meeting: Meeting) {
  if (!deps.config.push) return 0;
  try {
    const facts = await meetingRequestPushFacts(deps.db, meeting.uid, requesterId);
    if (!facts || !resolveNotificationPrefs(facts.notificationPrefs).meetingRequests) return 0;
    const requesterName = `${meeting.requester.firstName ?? ''} ${meeting.requester.lastName ?? ''}`.trim();
    return await sendPush(
      deps,
      facts.recipientId,
      meetingRequestPushPayload(facts.language, {
        requesterName,
        eventTitle: meeting.event?.title ?? null,
        startsAt: meeting.startsAt,
        endsAt: meeting.endsAt,
        timeZone: meeting.timeZone,
        meetingUid: meeting.uid,
      }),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'could not send the push notification of a meeting request');
    return 0;
  }
}
