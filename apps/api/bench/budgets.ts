/**
 * The budgets `npm run bench` checks: each printed as its figure, its budget and whether it was
 * met; at the end one line names those missed, and the exit code is 1 when any was.
 */
export type Budget = { name: string; figure: number } & (
  { atLeast: number } | { below: number } | { atMost: number }
);

export function met(budget: Budget): boolean {
  if ('atLeast' in budget) return budget.figure >= budget.atLeast;
  if ('below' in budget) return budget.figure < budget.below;
  return budget.figure <= budget.atMost;
}

function bound(budget: Budget): string {
  if ('atLeast' in budget) return `>= ${budget.atLeast}`;
  if ('below' in budget) return `< ${budget.below}`;
  return `<= ${budget.atMost}`;
}

const figureText = (figure: number) =>
  Number.isInteger(figure) ? String(figure) : figure.toFixed(figure < 10 ? 2 : 1);

export function budgetLine(budget: Budget): string {
  return [
    `  ${budget.name}`.padEnd(64),
    figureText(budget.figure).padStart(9),
    `budget ${bound(budget)}`.padStart(16),
    (met(budget) ? 'met' : 'MISSED').padStart(8),
  ].join('');
}

export function reportBudgets(budgets: Budget[]): void {
  const missed = budgets.filter((budget) => !met(budget));
  console.log(
    missed.length === 0
      ? `\nAll ${budgets.length} budgets met.`
      : `\n${missed.length} of ${budgets.length} budgets missed: ${missed.map((budget) => budget.name).join('; ')}.`,
  );
  if (missed.length > 0) process.exitCode = 1;
}
