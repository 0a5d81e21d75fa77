/**
 * The member whose turn `turn` is (0 = the first turn ever taken), among the members still in
 * the rotation. Taking turns modulo the current list keeps the split even whatever the count.
 */
export function memberForTurn(members: readonly string[], turn: bigint): string | undefined {
  if (members.length === 0 || turn < 0n) return undefined;
  return members[Number(turn % BigInt(members.length))];
}
