/** The expiry comes on or after the review date (the server says the same); dates YYYY-MM-DD. */
export const expiryIssue = ({
  reviewDate,
  expiresAt,
}: {
  reviewDate: string;
  expiresAt: string;
}) =>
  reviewDate && expiresAt && expiresAt < reviewDate
    ? 'The expiry date must be on or after the review date'
    : undefined;
