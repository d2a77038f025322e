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
  'colour.invalid': 'Pick a colour from the palette.',
  'image.invalid': 'This image address is not valid. Upload the image again.',
  'title.required': 'Give the presentation a title.',
  'title.tooLong': 'Use at most 150 characters.',
  'question.tooLong': 'Use at most 250 characters.',
  'notes.tooLong': 'Use at most 2,000 characters for the notes.',
  'body.tooLong': 'Use at most 2,000 characters for the text.',
  'optionText.tooLong': 'Use at most 120 characters.',
  'optionTexts.tooFew': 'Give at least 2 options.',
  'optionTexts.tooMany': 'Give at most 10 options.',
  'optionTexts.notAllowed': 'Only quiz and poll slides have options.',
  'fontFamily.invalid': 'Pick a font from the list.',
  'id.invalid': 'This reference is not valid.',
  'timeLimit.range': 'The time limit is between 5 seconds and 4 minutes.',
  'points.range': 'Points are between 0 and 2000.',
  'entries.range': 'Each person can send between 1 and 10 entries.',
  'slides.tooMany': 'A presentation has at most 100 slides.',
  'options.tooMany': 'A slide has at most 10 options.',
  'options.tooFew': 'A slide needs at least 2 options.',
  'options.notAllowed': 'This slide type has no answer options.',
  'isCorrect.notQuiz': 'Only quiz answers can be marked correct.',
  'order.mismatch': 'The new order must list every item exactly once. Reload and try again.',
  'file.required': 'Choose an image to upload.',
  'slide.notQuiz': 'Only quiz slides have a game to start.',
  'slide.quizAlreadyRun': 'This question has already been run. Reset its results to run it again.',
  'socketId.unknown': 'The live connection was lost. Reload the page.',
} as const;

/** Text of a validation code in the default language (unknown codes are passed through). */
export function getValidationMessage(code: string): string {
  return (VALIDATION_MESSAGES as Record<string, string>)[code] ?? code;
}
