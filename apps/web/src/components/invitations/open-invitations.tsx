import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@fairhub/shared/paging';
import { isApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/toasts.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { InvitationList } from './invitation-list.tsx';
import { InvitationRow, retryAfterWords, type InvitationRowItem } from './invitation-row.tsx';
import type { InviteDraft, InviteValues } from './invite-modal.tsx';

/** The section's sentences, in the feature's own words. */
export interface OpenInvitationsTexts {
  /** The heading (also the list's name), the invite button, the loading and the empty state. */
  title: string;
  invite: string;
  loading: string;
  empty: string;
  /** The toasts once the server has sent, sent again or revoked an invitation. */
  sentTo: (email: string) => string;
  resent: (email: string) => string;
  revoked: (email: string) => string;
  /** The toast for a resend refused as too soon (429), from its Retry-After. */
  tooSoon: (words: ReturnType<typeof retryAfterWords>) => string;
  /** The question before revoking. */
  revokeTitle: string;
  revokeMessage: (email: string) => string;
  revoke: string;
}

/** What the section is told when the server answers a change. */
interface Outcome<Result> {
  onSuccess: (result: Result) => void;
  onError: (error: unknown) => void;
}

/** A change the feature's API makes (a TanStack mutation's `mutate`, or a call around it). */
type Change<Variables, Result> = (variables: Variables, outcome: Outcome<Result>) => void;

interface OpenInvitationsProps<Role extends string, Item extends InvitationRowItem> {
  headingId: string;
  headingOrder: 2 | 3;
  texts: OpenInvitationsTexts;
  /** The page of invitations shown, and the page the feature asks for (a new invitation goes back to page 1). */
  invitations: UseQueryResult<Page<Item>>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The values a new invitation's form starts with. */
  blank: InviteValues<NoInfer<Role>>;
  invite: Change<InviteValues<Role>, Item>;
  resend: { mutate: Change<Item, Item>; isPending: boolean; variables: Item | undefined };
  revoke: { mutate: Change<string, unknown> };
  /** The sentence for a refused change. */
  problemSentence: (error: unknown) => string;
  /** The role an invitation offers, as a badge. */
  roleBadge: (invitation: Item) => ReactNode;
  /** Whether the invitation is shown before the server has it (no actions yet). */
  isSending?: (invitation: Item) => boolean;
  /** The feature's invite dialog, opened with `draft`. */
  renderModal: (modal: { draft: InviteDraft<Role> | null; onSubmit: (values: InviteValues<Role>) => void; onClose: () => void }) => ReactNode;
}

/**
 * A section of open invitations that its admins manage: invite by e-mail (a refusal about the
 * address or the role reopens the form with the message on the field, anything else is a toast),
 * resend (a 429 says when it may be sent again) and revoke after asking.
 */
export function OpenInvitations<Role extends string, Item extends InvitationRowItem>({
  headingId,
  headingOrder,
  texts,
  invitations,
  page,
  perPage,
  onPage,
  blank,
  invite,
  resend,
  revoke,
  problemSentence,
  roleBadge,
  isSending,
  renderModal,
}: OpenInvitationsProps<Role, Item>) {
  const [draft, setDraft] = useState<InviteDraft<Role> | null>(null);
  const [revoking, setRevoking] = useState<Item | null>(null);

  const send = (values: InviteValues<Role>) => {
    setDraft(null);
    onPage(1);
    invite(values, {
      onSuccess: (saved) => void notify.success(texts.sentTo(saved.email)),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.some((field) => field.field === 'email' || field.field === 'role')) setDraft({ values, error });
        else void notify.error(problemSentence(error));
      },
    });
  };

  const onResend = (invitation: Item) =>
    resend.mutate(invitation, {
      onSuccess: () => void notify.success(texts.resent(invitation.email)),
      onError: (error) => {
        if (isApiError(error) && error.status === 429) void notify.error(texts.tooSoon(retryAfterWords(error.retryAfterSeconds)));
        else void notify.error(problemSentence(error));
      },
    });

  const confirmRevoke = () => {
    const invitation = revoking;
    setRevoking(null);
    if (!invitation) return;
    revoke.mutate(invitation.uid, {
      onSuccess: () => void notify.success(texts.revoked(invitation.email)),
      onError: (error) => void notify.error(problemSentence(error)),
    });
  };

  return (
    <InvitationList
      headingId={headingId}
      headingOrder={headingOrder}
      texts={texts}
      onInvite={() => setDraft({ values: blank })}
      invitations={invitations}
      page={page}
      perPage={perPage}
      onPage={onPage}
      renderRow={(invitation) => (
        <InvitationRow
          invitation={invitation}
          roleBadge={roleBadge(invitation)}
          sending={isSending?.(invitation)}
          resending={resend.isPending && resend.variables?.uid === invitation.uid}
          onResend={onResend}
          onRevoke={setRevoking}
        />
      )}
    >
      {renderModal({ draft, onSubmit: send, onClose: () => setDraft(null) })}
      <ConfirmDialog
        opened={revoking !== null}
        title={texts.revokeTitle}
        message={revoking ? texts.revokeMessage(revoking.email) : ''}
        confirmLabel={texts.revoke}
        danger
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </InvitationList>
  );
}
