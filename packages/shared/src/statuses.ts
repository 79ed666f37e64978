/** The states and kinds of the catalogue's entities (docs/product.md), shared by the database and the API. */
export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'finished'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const PARTICIPATION_ROLES = ['exhibitor', 'visitor'] as const;
export type ParticipationRole = (typeof PARTICIPATION_ROLES)[number];

export const PARTICIPATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/** How an event decides applications: the organizer's admins one by one, or approved at once. */
export const EVENT_APPROVAL_MODES = ['manual', 'automatic'] as const;
export type EventApprovalMode = (typeof EVENT_APPROVAL_MODES)[number];

/** Meeting slot lengths an event may use, in minutes. */
export const MEETING_SLOT_MINUTES = [10, 15, 20, 30, 45, 60] as const;
/**
 * `requested → accepted | declined | cancelled | expired`; `accepted → cancelled | done` (done after its end, by a job).
 * Only `requested` and `accepted` hold time in a calendar.
 */
export const MEETING_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'expired', 'done'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/** At one of the event's tables (numbered on acceptance), at the invitee's company's stand, or online (an https link). */
export const MEETING_PLACES = ['table', 'stand', 'online'] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const OFFER_KINDS = ['offer', 'request', 'partnership'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_STATUSES = ['draft', 'active', 'closed', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A company's head-count band, as EU SME definitions count it. */
export const COMPANY_SIZE_BANDS = ['1-9', '10-49', '50-249', '250+'] as const;
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];

/** What an upload is for: it decides the size it is resized to and who may use it. */
export const UPLOAD_KINDS = ['logo', 'avatar', 'product', 'event_cover', 'venue_photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
