/**
 * An RS amount as the API sends it (a balance, a price) in integer paise, for comparing money exactly. The API
 * sends whole paise; rounding takes away the float's noise (`0.1 + 0.2` is 30 paise). Typed amounts are parsed
 * with the shared schemas instead, which refuse more than 2 decimals.
 */
export function paiseOf(rs: number): bigint {
  return Number.isFinite(rs) ? BigInt(Math.round(rs * 100)) : 0n;
}
