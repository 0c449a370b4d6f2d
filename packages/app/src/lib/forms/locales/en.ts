/** The form validators' messages (namespace 'forms'), loaded with the forms that use them. */
export const en = {
  problems: {
    required: 'Fill in this field.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    emailExists: 'An account with this email address already exists.',
    emailNotFound: 'No account uses this email address.',
    emailExistsInReservation: 'This email address is already part of the reservation.',
    checkPassword: 'The passwords do not match.',
    passwordStrength: 'Use at least 6 characters with a digit, an uppercase and a lowercase letter.',
    postalCheck: 'Enter a valid postal code, like 1234 AB.',
    phoneInvalid: 'Enter a valid phone number, like +31 6 12345678.',
  },
  hints: {
    passwordRules: 'At least 6 characters, with a digit, an uppercase and a lowercase letter.',
  },
} as const;
