/** API paths: all under /api/ and ending in a slash. Id-bearing paths append the id and a slash. */
export const API_PATHS = {
  usersCreate: '/api/users/create/',
  authLogin: '/api/auth/app/',
  authLogout: '/api/auth/logout/',
  usersProfile: '/api/users/profile/',
  usersUpdate: '/api/users/update/',
  usersUpdatePassword: '/api/users/update-password/',
  usersForgotPassword: '/api/users/forgot-password/',
  usersResetPassword: '/api/users/reset-password/',
  health: '/api/health/',
  /** Liveness: the process is up and its event loop answers (no dependency is asked). */
  healthLive: '/api/health/live/',
  /** Readiness: migrations applied, the database and Redis answer, not shutting down. */
  healthReady: '/api/health/ready/',
  /** Prometheus metrics on the main listener, with METRICS_TOKEN as a bearer token. */
  metrics: '/api/metrics/',
  presentationCreate: '/api/presentation/create/',
  presentationList: '/api/presentation/list/',
  presentationDuplicate: '/api/presentation/duplicate/',
  presentationDelete: '/api/presentation/delete/',
  presentationDetail: '/api/presentation/detail/',
  presentationUpdate: '/api/presentation/update/',
  presentationReset: '/api/presentation/reset/',
  /** The deck's sharing inside its owner's organisation (GET, PUT), by deck id. */
  presentationShares: '/api/presentation/shares/',
  slideCreate: '/api/slide/create/',
  slideUpdate: '/api/slide/update/',
  slideSort: '/api/slide/sort/',
  slideDuplicate: '/api/slide/duplicate/',
  slideDelete: '/api/slide/delete/',
  slideReset: '/api/slide/reset/',
  optionCreate: '/api/option/create/',
  optionUpdate: '/api/option/update/',
  optionSort: '/api/option/sort/',
  optionDelete: '/api/option/delete/',
  uploadImage: '/api/upload/image/',
  /** GET: which file formats this server can import (PDF always; PPTX with LibreOffice). */
  importCapabilities: '/api/import/capabilities/',
  /**
   * POST (multipart: `file` plus ZImportFieldsSchema) starts an import and answers 202 with its
   * job; GET + importId reads the job (poll for progress); DELETE + importId cancels it.
   */
  importJobs: '/api/import/',
  /** PUT + presentationId: change the live slide (spec: slideActiveId, isLeaderboardNext, uniqueCode, socketId). */
  slideNext: '/api/slide/next/',
  /** POST + slideId: quiz control ({uniqueCode, action: 'start' | 'close'}). */
  slideGame: '/api/slide/game/',
  /** GET + slideId: leaderboard after that slide (top 10, rank changes). */
  slideLeaderboard: '/api/slide/leaderboard/',
  /** GET + slideId: quiz/poll counts. */
  slideResults: '/api/slide/results/',
  /** POST: attach the presenter's socket to its presentation's room ({presentationId, socketId}). */
  audiencePresenterJoin: '/api/audience/presenter-join/',
  /** GET + presentationId: the room's participants and whether it is locked. */
  liveRoom: '/api/live/room/',
  /** PUT + presentationId {isLocked}: lock the room to new joins, or open it again. */
  liveRoomLock: '/api/live/room-lock/',
  /** DELETE + participantId: remove a participant (its phone is told; its token is refused). */
  liveParticipantRemove: '/api/live/participant/',
  liveExtraTime: '/api/live/extra-time/',
  liveExtraTimeCode: '/api/live/extra-time-code/',
  /**
   * GET + presentationId: the current run (started, ended, how many took part). POST +
   * presentationId {mode}: `continue` it (opened again if ended) or start a `new` one.
   */
  liveRun: '/api/live/run/',
  /** POST + presentationId: end the session: phones are told, nobody joins or answers after. */
  liveEnd: '/api/live/end/',
  /** Q&A of the current run: GET the queue; …/<id>/settings/ PUT; …/<id>/question/<qid>/ POST. */
  liveQa: '/api/live/qa/',
  /** PUT + presentationId: a presenter window changed the big screen (lobby, QR, slide); the others follow. */
  liveScreen: '/api/live/screen/',
  /**
   * Phone remotes of a presentation: GET + presentationId lists the pairings, POST makes a one-time
   * code, DELETE + presentationId + `<pairingId>/` revokes one (its remote is signed out).
   */
  liveRemote: '/api/live/remote/',
  /**
   * POST {token}: a phone trades a one-time pairing code for a remote session of one presentation;
   * DELETE + presentationId, with that session: the remote unpairs itself (signed out at once).
   */
  remotePair: '/api/remote/pair/',
  /**
   * View tokens of a presentation's live embed (owner only): GET + presentationId lists them, POST
   * + presentationId creates one, DELETE + presentationId + `<tokenId>/` revokes one.
   */
  embedTokens: '/api/embed/tokens/',
  /** GET + view token (`?view=&slide=`): the public, read-only state of one live embed. */
  embedView: '/api/embed/view/',
  /**
   * GET + view token + `/`: a PNG QR code of the embed's presentation's join address (what an
   * integration puts on a slide or in an invitation; `?size=` 128–1024 pixels, 512 by default).
   */
  embedQr: '/api/embed/qr/',
  /** GET ?url=<embed address>&format=json&maxwidth=&maxheight=: oEmbed 1.0 (type rich). */
  oembed: '/api/oembed/',
  /**
   * POST: creates an assignment (a self-paced run of a deck); GET + `deck/<presentationId>/`: the
   * deck's assignments; POST + id + `/close/`: closes one now; POST + id +
   * `/participants/<participantId>/remove/`: removes one of its participants.
   */
  assignments: '/api/assignments/',
  /**
   * The phone's side of an assignment, + code + `/`: GET its description; POST `join/`,
   * `state/`, `answer/`, `next/` with the participant's token in the body.
   */
  assignmentPlay: '/api/assignment-play/',
  /** GET + presentationId: the deck's runs (sessions), newest first. */
  reportRuns: '/api/reports/runs/',
  /**
   * GET + runId: the run's report; DELETE + runId: deletes it. GET + runId + `slide/<slideId>/`:
   * each participant's response to one slide; + `slide/<slideId>/image/`: the slide as a PNG.
   */
  reportRun: '/api/reports/run/',
  /** GET + runId `?format=xlsx|csv`: the run as an Excel workbook or a zip of CSV files. */
  reportExport: '/api/reports/export/',
  /** GET + presentationId: entries held back by the filter or hidden by the presenter. */
  liveModeration: '/api/live/moderation/',
  /** GET + slideId: word-cloud words and counts. */
  wordSlide: '/api/word/slide/',
  /** GET + slideId: open-ended answers. */
  wordSlideOpenEnded: '/api/word/slide-open-ended/',
  /** PUT + entryId: hide or show one word or open-ended answer ({hidden}). */
  wordHide: '/api/word/hide/',
  /** GET: the caller's organisation and role ({organisation: null} when none). */
  organisation: '/api/organisation/',
  /** GET: members (admins); PUT + userId {role}; DELETE + userId removes (or leaves). */
  organisationMembers: '/api/organisation/members/',
  /** GET: pending invitations; POST {email, role} mails one; DELETE + id revokes. */
  organisationInvitations: '/api/organisation/invitations/',
  /** POST {token}: the signed-in user accepts an invitation sent to their address. */
  organisationAccept: '/api/organisation/accept/',
  /** GET: the SSO settings (owners and admins); PUT {protocol, OIDC or SAML fields, ssoRequired}. */
  organisationSso: '/api/organisation/sso/',
  /** GET: claimed domains; POST {domain} claims; DELETE + id drops; POST + id + `verify/` checks DNS. */
  organisationSsoDomains: '/api/organisation/sso/domains/',
  /** POST {email, next?}: {sso: false} (ask the password) or {sso: true, redirectUrl}. */
  ssoStart: '/api/auth/sso/start/',
  /** GET ?code&state: the provider sends the browser back here. */
  ssoCallback: '/api/auth/sso/callback/',
  /** GET: this server's SAML 2.0 service provider metadata (its entity ID is this address). */
  ssoSamlMetadata: '/api/auth/sso/saml/metadata/',
  /** POST (form, HTTP-POST binding) {SAMLResponse, RelayState}: redirects to the presenter app. */
  ssoSamlAcs: '/api/auth/sso/saml/acs/',
  /** POST {code}: the starting browser trades the one-time code of its return for a session. */
  ssoRedeem: '/api/auth/sso/redeem/',
  /** GET: the organisation's theme, lock, white label and own domain (admins); PUT changes them. */
  organisationBranding: '/api/organisation/branding/',
  /** POST a WOFF2 file (raw body): stored like uploads, answers its address (admins). */
  organisationBrandingFont: '/api/organisation/branding/font/',
  /** POST: looks up the own audience domain's TXT record and marks it verified (admins). */
  organisationBrandingVerifyHost: '/api/organisation/branding/audience-host/verify/',
  /** Operator API (Bearer OPERATOR_TOKEN): GET lists, POST {name} creates organisations. */
  operatorOrganisations: '/api/operator/organisations/',
  /** POST {plan}: starts a checkout; answers the address of the provider's checkout page. */
  checkoutCreate: '/api/checkout/create/',
  /** POST {checkoutId}: confirms a checkout when the presenter returns from the provider. */
  checkoutRequest: '/api/checkout/request/',
  /** POST: the payment provider's webhook (Stripe-Signature over the raw body). */
  checkoutWebhookStripe: '/api/checkout/webhook/stripe/',
  /** GET + checkoutId: the sandbox checkout's details; POST + checkoutId {outcome}: pay, cancel or decline. */
  checkoutSandbox: '/api/checkout/sandbox/',
  /** POST: sandbox test clock; ends the caller's own sandbox period now and runs the expiry job. */
  checkoutSandboxEndPeriod: '/api/checkout/sandbox-end-period/',
  /** GET: how this server takes payments (stripe, sandbox or off); open to visitors. */
  checkoutPayments: '/api/checkout/payments/',
  /** POST: a Custom-plan contact request (open to visitors). */
  checkoutContact: '/api/checkout/contact/',
  /**
   * The PowerPoint add-in's grants (signed-in owner): GET lists them, POST {presentationId} makes
   * one (its token shown once), DELETE + grantId revokes one.
   */
  officeGrants: '/api/integrations/office/grants/',
  /**
   * What the add-in may do with its grant (and nothing else): GET `deck/` (the slides), POST
   * `embed/` (the live view's address), PUT `slide/` {slideId} (the room follows), DELETE `grant/`
   * (sign out); the control screen of the Teams app's side panel: GET `control/` (the live slide
   * and counts), POST `control/move/` {to}, POST `control/question/` {action}.
   */
  officeAddin: '/api/addin/office/',
  /** GET: the caller's plan, period, renewal and payment state. */
  usersSubscription: '/api/users/subscription/',
  /** POST: the plan stays until its period ends, then becomes Free. */
  usersStopRenew: '/api/users/stop-renew/',
  /** GET: the account's retention and the one that applies; PUT {retentionDays} (30, 90, 365, null). */
  usersRetention: '/api/users/retention/',
  /** GET: the organisation's retention (any member); PUT {retentionDays} (owners and admins). */
  organisationRetention: '/api/organisation/retention/',
  /**
   * A participant's own data in its run, signed in by its participant token (Bearer): GET lists its
   * nickname, answers and Q&A questions; DELETE deletes them and the participant.
   */
  participantData: '/api/participant/data/',
  /** DELETE + runId + `/` + participantId: the deck's owner deletes one participant's data. */
  reportParticipant: '/api/reports/participant/',
  /** GET: everything of the signed-in account as one zip (JSON files and the decks' images). */
  usersArchive: '/api/users/archive/',
  /** DELETE {currentPassword} or {confirmation: email}: deletes the account and all its data. */
  usersAccount: '/api/users/account/',
  /** GET: the organisation's audit log, newest first, by cursor (owners and admins). */
  organisationAudit: '/api/organisation/audit/',
  /**
   * + presentationId: the deck's roster of real names (owner). GET {names}; PUT {text} (CSV or
   * one name a line) replaces it; DELETE clears it.
   */
  presentationRoster: '/api/presentations/roster/',
  /** GET `?lang=`: the template gallery (built-in templates in that language, the organisation's). */
  templateGallery: '/api/templates/',
  /** POST {source, id, lang}: a new deck of the caller's from a template, opened in the editor. */
  templateUse: '/api/templates/use/',
  /** PUT + presentationId {published}: an owner or admin publishes their deck for members, or takes it back. */
  templatePublish: '/api/templates/publish/',
  /** GET ?code=&q=: at most 5 roster names starting with what a phone typed (roster decks). */
  audienceRoster: '/api/audience/roster/',
  /** GET ?code=: sends a phone through the deck owner's organisation's sign-in (no account made). */
  audienceSsoStart: '/api/audience/sso/start/',
  /**
   * GET ?code=<assignment code>: sends a phone through the organisation's sign-in of an
   * assignment that asks for it, and back to the assignment (no account made).
   */
  assignmentSsoStart: '/api/audience/sso/assignment/',
  docsPage: '/api/docs/',
  docsOpenApi: '/api/docs/openapi.json',
} as const;

/** Presenter route of the built-in sandbox checkout page (+ checkoutId). */
export const SANDBOX_CHECKOUT_ROUTE = '/checkout/sandbox';

/** Presenter route of the password-reset screen; the mailed link is `${presenterUrl}${path}?token=...`. */
export const RESET_PASSWORD_ROUTE = '/reset-password';

/** Presenter route that accepts an organisation invitation; the mail links `${presenterUrl}${path}?token=...`. */
export const INVITATION_ROUTE = '/invitation';

/** Presenter route that receives a finished single sign-on: `#token=…&next=…` in the fragment. */
export const SSO_COMPLETE_ROUTE = '/sso/complete';

/** Presenter-app route a remote's QR code opens: `${origin}${REMOTE_ROUTE}/<token>`. */
export const REMOTE_ROUTE = '/remote';
