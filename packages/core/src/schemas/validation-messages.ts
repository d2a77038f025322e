/**
 * Validation messages in the default language, keyed by the code the schemas emit.
 * The server answers with both code and text; clients translate the code through their catalogue.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  invalidType: 'This value has the wrong type.',
  unknownField: 'This field is not expected.',
  'name.tooShort': 'Enter your name.',
  'name.tooLong': 'Use at most 80 characters.',
  'email.invalid': 'Enter a valid email address, like name@example.com.',
  'email.tooLong': 'Use at most 254 characters.',
  'password.tooShort': 'Use at least 8 characters.',
  'password.tooLong': 'Use at most 128 characters.',
  'password.common': 'This password is too common. Choose one that is harder to guess.',
  'password.required': 'Enter your password.',
  'currentPassword.required': 'Enter your current password.',
  'currentPassword.wrong': 'Your current password is not right.',
  'token.invalid': 'This reset link is not valid.',
  'email.taken': 'An account with this email already exists.',
  'update.empty': 'Change at least one field.',
  'text.invalidCharacters':
    'This text contains characters that cannot be used, like control characters. Remove them and try again.',
  'participantName.required': 'Enter a nickname.',
  'participantName.tooLong': 'Use at most 24 characters.',
  'word.required': 'Enter a word.',
  'word.tooLong': 'Use at most 25 characters per word.',
  'text.required': 'Write an answer.',
  'text.tooLong': 'Use at most 200 characters.',
  'qaText.required': 'Write your question.',
  'qaText.tooLong': 'Use at most 280 characters.',
  'uniqueCode.invalid': 'The join code has 8 digits.',
  'uniqueCode.stale':
    'No presentation has this join code any more: it changed elsewhere. Reload and try again.',
  'colour.invalid': 'Pick a colour from the palette.',
  'image.invalid': 'This image address is not valid. Upload the image again.',
  'title.required': 'Give the presentation a title.',
  'title.tooLong': 'Use at most 150 characters.',
  'question.tooLong': 'Use at most 250 characters.',
  'notes.tooLong': 'Use at most 2,000 characters for the notes.',
  'imageAlt.tooLong': 'Use at most 2,000 characters for the image description.',
  'body.tooLong': 'Use at most 2,000 characters for the text.',
  'optionText.tooLong': 'Use at most 120 characters.',
  'optionTexts.tooFew': 'Give at least 2 options.',
  'optionTexts.tooMany': 'Give at most 10 options.',
  'optionTexts.notAllowed': 'Only quiz and poll slides have options.',
  'fontFamily.invalid': 'Pick a font from the list.',
  'id.invalid': 'This reference is not valid.',
  'embedView.invalid': 'Pick one of the views: live, join, results or leaderboard.',
  'qrSize.invalid': 'Ask for a QR code between 128 and 1024 pixels wide.',
  'integrationClient.invalid':
    'Pick one of the integrations: powerpoint, teams, zoom, googleSlides or outlook.',
  'embedUrl.invalid': 'Give the address of a live embed of this server (…/embed/<token>).',
  'oembedFormat.invalid': 'Ask for json (xml is not offered).',
  'timeLimit.range': 'The time limit is between 5 seconds and 4 minutes.',
  'points.range': 'Points are between 0 and 2000.',
  'entries.range': 'Each person can send between 1 and 10 entries.',
  'slides.tooMany': 'A presentation has at most 100 slides.',
  'options.tooMany': 'A slide has at most 10 options.',
  'options.tooFew': 'This slide needs the options it has: add another before deleting this one.',
  'format.invalid': 'Pick one of the answer formats.',
  'language.invalid': 'Pick one of the languages offered.',
  'timeZone.invalid': 'Use a time zone name such as Europe/Berlin or UTC.',
  'organisation.name.required': 'Enter the organisation’s name.',
  'organisation.name.tooLong': 'Use at most 120 characters.',
  'organisation.role.invalid': 'Pick owner, admin or member.',
  'organisation.alreadyMember': 'This person already belongs to an organisation.',
  'organisation.lastOwner':
    'An organisation keeps at least one owner. Make someone else owner first.',
  'organisation.ownerOnly': 'Only an owner can give or take the owner role.',
  'theme.locked':
    'Your organisation has locked its theme: the logo, font and colours cannot be changed on this deck.',
  'audienceHost.invalid': 'Enter a host name like vote.example.com, without https:// or a path.',
  'audienceHost.taken': 'Another organisation already uses this domain.',
  'audienceHost.serverOwn': 'This address belongs to this Crowdeck server. Enter your own domain.',
  'audienceHost.notVerified':
    'The TXT record was not found yet. Publish it at your DNS provider and try again in a few minutes.',
  'audienceHost.missing': 'Set an own audience domain first.',
  'branding.customOnly': 'White label and an own audience domain need the Custom plan.',
  'brandColour.invalid': 'Enter a colour as # and six hex digits, like #1565C0.',
  'palette.tooLong': 'Pick at most 6 colours.',
  'font.invalid': 'This file is not a WOFF2 font. Upload a .woff2 file.',
  'invitation.invalid': 'This invitation is not valid any more. Ask for a new one.',
  'invitation.otherEmail':
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  'email.unknown': 'No account has this email address. Ask the person to sign up first.',
  'sso.issuer.invalid': 'Enter the provider’s issuer address, like https://login.example.com.',
  'sso.issuer.https': 'The issuer address must start with https://.',
  'sso.issuer.multiTenant':
    'Use your tenant’s own issuer (https://login.microsoftonline.com/<tenant ID>/v2.0), not common or organizations.',
  'sso.issuer.unreachable':
    'No OpenID provider answered at this address. Check the issuer address and try again.',
  'sso.clientId.required': 'Enter the client ID the provider gave you.',
  'sso.clientSecret.required': 'Enter the client secret the provider gave you.',
  'sso.samlEntryPoint.invalid':
    'Enter the identity provider’s sign-in address, like https://idp.example.com/sso.',
  'sso.samlEntryPoint.https': 'The sign-in address must start with https://.',
  'sso.samlIdpEntityId.required': 'Enter the identity provider’s entity ID.',
  'sso.samlIdpCert.invalid':
    'Paste the identity provider’s signing certificate: the PEM text from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  'sso.samlIdpMetadata.invalid':
    'This is not an identity provider’s SAML metadata with a sign-in URL (HTTP-Redirect), an entity ID and a signing certificate. Paste the whole XML, or fill in the fields instead.',
  'sso.unavailable':
    'Single sign-on cannot be set up on this server yet: its operator must set SSO_SECRET_KEY.',
  'sso.required':
    'Your organisation signs you in through its own sign-in page. Continue with your email to use it.',
  'domain.invalid': 'Enter a domain name, like example.com.',
  'domain.taken': 'This domain is claimed by an organisation already.',
  'domain.notVerified':
    'The TXT record was not found yet. DNS changes can take a while: try again later.',
  'next.invalid': 'This return address is not valid.',
  'audienceLimit.invalid': 'Enter a whole number of people between 1 and 1,000,000.',
  'format.notAllowed': 'This slide type cannot be answered that way.',
  'maxChoices.range': 'People can pick between 1 and 10 options.',
  'number.range': 'Use a number between −1,000,000,000 and 1,000,000,000.',
  'range.invalid': 'The smallest value must be below the largest.',
  'step.range': 'The step must be above 0 and fit between the smallest and largest value.',
  'step.tooSmall':
    'The step is too small: at most 100,000 steps fit between the smallest and largest value.',
  'correctValue.range': 'The correct value must lie between the smallest and largest value.',
  'tolerance.range': 'The tolerance cannot be negative.',
  'scaleMax.invalid': 'A scale goes from 1 to 5 or from 1 to 10.',
  'scaleLabel.tooLong': 'Use at most 40 characters for a scale label.',
  'ratings.tooMany': 'Rate at most 10 statements.',
  'options.notAllowed': 'This slide type has no answer options.',
  'isCorrect.notQuiz': 'Only quiz answers can be marked correct.',
  'order.mismatch': 'The new order must list every item exactly once. Reload and try again.',
  'file.required': 'Choose an image to upload.',
  'slide.notQuiz': 'Only quiz slides have a game to start.',
  'slide.quizAlreadyRun': 'This question has already been run. Reset its results to run it again.',
  'slide.runEnded':
    'This session has ended, so no question can start. Continue the session or start a new one first.',
  'socketId.unknown': 'The live connection was lost. Reload the page.',
  'plan.invalid':
    'Pick Pro monthly or Pro half-yearly. The Custom plan is arranged with us: use the contact form.',
  'checkoutId.invalid': 'This checkout link is not valid. Start the checkout again.',
  'outcome.invalid': 'Choose to pay, cancel or decline.',
  'company.tooLong': 'Use at most 200 characters.',
  'audienceSize.range': 'Enter a whole number of people, at least 1.',
  'message.required': 'Tell us a little about what you need.',
  'message.tooLong': 'Use at most 2,000 characters.',
} as const;

/** Text of a validation code in the default language (unknown codes are passed through). */
export function getValidationMessage(code: string): string {
  return (VALIDATION_MESSAGES as Record<string, string>)[code] ?? code;
}
