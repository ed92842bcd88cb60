/**
 * A route's serializer for hot read routes whose handler returns a presenter's output. That
 * output is built field by field as the contract's type, which the compiler checks against the
 * route's response schema; parsing it again with zod on every request (the app's default
 * serializer) cost more CPU than the rest of the handler on a 200-row page. The schema stays on
 * the route for the types and OpenAPI, and the route's tests parse its answers with it
 * (docs/decisions/009).
 */
export const presentedJsonSerializer = () => (data: unknown) => JSON.stringify(data);
