/**
 * Places held at once, per account and on the whole server: `enter` takes one for an account, or
 * throws the refusal of the bound it meets; the function it answers gives the place back once
 * (running `onLeave` then).
 */
export function createPlaces(
  limits: { perServer: number; perAccount: number },
  refusals: { account: (held: number) => Error; server: () => Error },
) {
  let total = 0;
  const byAccount = new Map<string, number>();
  return {
    enter(accountId: string, onLeave?: () => void): () => void {
      const mine = byAccount.get(accountId) ?? 0;
      if (mine >= limits.perAccount) throw refusals.account(mine);
      if (total >= limits.perServer) throw refusals.server();
      total += 1;
      byAccount.set(accountId, mine + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        total -= 1;
        const remaining = (byAccount.get(accountId) ?? 1) - 1;
        if (remaining > 0) byAccount.set(accountId, remaining);
        else byAccount.delete(accountId);
        onLeave?.();
      };
    },
    /** Places held now, on the server. */
    get size(): number {
      return total;
    },
  };
}
