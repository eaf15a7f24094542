/** A file that cannot be profiled as given: malformed, empty, or not of its declared format. */
export class ProfileError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProfileError';
  }
}
