import { TextField } from "~/components/form-fields";
import { MoneyField, SelectField } from "~/features/tools/fields";
import { RowFieldsets } from "~/features/tools/tool-rows";
import { GOAL_CATEGORIES, goalFromRow, newGoalRow, PRIORITIES, PRIORITY_LABELS, type GoalRow } from "~/features/tools/domain/goals";

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((category) => ({ value: category.id, label: category.label }));
const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }));

/** The tracker's goals, each with the spec's six fields. */
export function GoalInputs({ initialRows, sync }: { initialRows: readonly GoalRow[]; sync: () => void }) {
  return (
    <RowFieldsets
      title="Your goals"
      hint="A goal counts once it has a name and a target above 0."
      noun="Goal"
      initialRows={initialRows}
      newRow={newGoalRow}
      sync={sync}
      // Fields in the spec's order, which is also the order of the keys in the URL.
      fields={(row, index, id) => {
        // The selects and date show what the goal counts as: an unknown category (a hand-edited URL)
        // reads as a new goal's.
        const goal = goalFromRow(row.values, index);
        return (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Goal name" name="name" id={id("name")} defaultValue={row.values.name} autoComplete="off" maxLength={100} />
            <SelectField label="Category" name="category" id={id("category")} options={CATEGORY_OPTIONS} defaultValue={goal.category} />
            <MoneyField label="Target amount" name="targetAmount" defaultValue={row.values.targetAmount} />
            <MoneyField label="Current amount" name="currentAmount" defaultValue={row.values.currentAmount} />
            <TextField label="Target date" name="targetDate" id={id("targetDate")} type="date" defaultValue={goal.targetDate} />
            <SelectField label="Priority" name="priority" id={id("priority")} options={PRIORITY_OPTIONS} defaultValue={goal.priority} />
            {/* The goal's stable id (empty until first saved): its contribution log follows it through a rename. */}
            <input type="hidden" name="goalId" defaultValue={row.values.goalId} />
          </div>
        );
      }}
    />
  );
}
