import { invalidField, serviceBusy } from './problems.ts';
import { MIN_PASSWORD_SCORE, PasswordScorerBusy, scorePassword, type PasswordVerdict } from './password-strength/password-strength.ts';

/** What a password is checked against besides the lists: the person's own e-mail and names. */
export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The one password rule past the length limits (which the shared schema checks), applied on sign-up,
 * reset, invitation, confirmation and change alike: not the e-mail address itself (400
 * `password_equals_email`) and hard to guess (400 `password_common`): breached passwords and their
 * variants (`password1!`), common words and names, keyboard walks, dates and the owner's details fail.
 */
export async function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password') {
  const email = owner.email.trim().toLowerCase();
  if (password.trim().toLowerCase() === email) throw invalidField(field, 'password_equals_email');
  const userInputs = [email, email.split('@')[0] ?? '', owner.firstName ?? '', owner.lastName ?? '', 'fairhub'].filter((input) => input.length >= 3);
  let verdict: PasswordVerdict;
  try {
    verdict = await scorePassword(password, userInputs);
  } catch (error) {
    // Under a burst of sign-ups the check can wait too long: the caller is told to try again (503), nothing was stored.
    if (error instanceof PasswordScorerBusy) throw serviceBusy('Too many passwords are being checked right now. Try again in a few seconds.', 5);
    throw error;
  }
  const { score } = verdict;
  if (score < MIN_PASSWORD_SCORE) throw invalidField(field, 'password_common');
}
