import { TextField } from "~/components/form-fields";
import { MoneyField, SelectField } from "~/features/tools/fields";
import { RowFieldsets, type RowTexts } from "~/features/tools/tool-rows";
import { GOAL_CATEGORIES, goalFromRow, newGoalRow, PRIORITIES, type GoalRow } from "~/features/tools/domain/goals";
import { useLocale, useTranslate } from "~/hooks/use-translate";

const ROW_TEXTS: RowTexts = {
  row: "tools.goals.row",
  removeRow: "tools.goals.removeRow",
  addRow: "tools.goals.addRow",
  rowLimit: "tools.goals.rowLimit",
};

/** The tracker's goals, each with the spec's six fields. */
export function GoalInputs({ initialRows, sync }: { initialRows: readonly GoalRow[]; sync: () => void }) {
  const t = useTranslate();
  const locale = useLocale();
  const categoryOptions = GOAL_CATEGORIES.map((category) => ({ value: category.id, label: t(`tools.goals.category.${category.id}`) }));
  const priorityOptions = PRIORITIES.map((priority) => ({ value: priority, label: t(`tools.goals.priority.${priority}`) }));
  return (
    <RowFieldsets
      title={t("tools.goals.goalsTitle")}
      hint={t("tools.goals.goalsHint")}
      noun="Goal"
      texts={ROW_TEXTS}
      initialRows={initialRows}
      newRow={newGoalRow}
      sync={sync}
      // Fields in the spec's order, which is also the order of the keys in the URL.
      fields={(row, index, id) => {
        // The selects and date show what the goal counts as: an unknown category (a hand-edited URL)
        // reads as a new goal's.
        const goal = goalFromRow(row.values, index, locale);
        return (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t("tools.goals.name")}
              name="name"
              id={id("name")}
              defaultValue={row.values.name}
              autoComplete="off"
              maxLength={100}
            />
            <SelectField
              label={t("tools.goals.category")}
              name="category"
              id={id("category")}
              options={categoryOptions}
              defaultValue={goal.category}
            />
            <MoneyField label={t("tools.goals.targetAmount")} name="targetAmount" defaultValue={row.values.targetAmount} />
            <MoneyField label={t("tools.goals.currentAmount")} name="currentAmount" defaultValue={row.values.currentAmount} />
            <TextField label={t("tools.goals.targetDate")} name="targetDate" id={id("targetDate")} type="date" defaultValue={goal.targetDate} />
            <SelectField
              label={t("tools.goals.priority")}
              name="priority"
              id={id("priority")}
              options={priorityOptions}
              defaultValue={goal.priority}
            />
            {/* The goal's stable id (empty until first saved): its contribution log follows it through a rename. */}
            <input type="hidden" name="goalId" defaultValue={row.values.goalId} />
          </div>
        );
      }}
    />
  );
}
