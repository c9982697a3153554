import { inArray } from 'drizzle-orm';
import { writeTemplateBlueprint } from '../areas/templates/copy.ts';
import type { Executor } from '../db/client.ts';
import { templateCategories, templates } from '../db/schema/index.ts';
import { SEED_BLUEPRINTS, SEED_LANGUAGES } from './template-content.ts';

/**
 * The global templates (`template-content.ts`), once per language, each as a global template with
 * `seed_key` `<key>:<lang>`. Idempotent: a blueprint already seeded (even if an admin changed it
 * since) is left as it is, so running it on every start adds only what is new. Returns how many it added.
 */
export async function seedTemplates(db: Executor) {
  const keys = SEED_BLUEPRINTS.flatMap((b) => SEED_LANGUAGES.map((lang) => `${b.key}:${lang}`));
  const present = new Set(
    (await db.select({ key: templates.seedKey }).from(templates).where(inArray(templates.seedKey, keys))).map(
      (r) => r.key,
    ),
  );
  const categories = new Map((await db.select().from(templateCategories)).map((c) => [c.key, c.id] as const));
  let added = 0;
  for (const blueprint of SEED_BLUEPRINTS) {
    for (const [i, language] of SEED_LANGUAGES.entries()) {
      const seedKey = `${blueprint.key}:${language}`;
      if (present.has(seedKey)) continue;
      const categoryId = categories.get(blueprint.category);
      if (!categoryId) throw new Error(`template category ${blueprint.category} missing`);
      const [row] = await db
        .insert(templates)
        .values({
          companyId: null,
          categoryId,
          language,
          seedKey,
          name: blueprint.name[i] as string,
          description: blueprint.description[i] as string,
        })
        // Two processes starting at once: the second finds the row there and adds nothing.
        .onConflictDoNothing({ target: templates.seedKey })
        .returning({ id: templates.id });
      if (!row) continue;
      await writeTemplateBlueprint(db, row.id, {
        activities: blueprint.activities.map((a) => ({
          name: a.name[i] as string,
          description: a.description[i] as string,
          behaviours: a.behaviours.map((b) => ({
            name: b.name[i] as string,
            description: '',
            points: b.points,
            maxPerDay: b.maxPerDay ?? 1,
            requiresApproval: b.requiresApproval ?? false,
          })),
        })),
        kpis: blueprint.kpis.map((k) => ({
          name: k.name[i] as string,
          unit: k.unit[i] as string,
          direction: k.direction,
          weight: k.weight,
          target: k.target,
        })),
        charities: [],
      });
      added += 1;
    }
  }
  return added;
}
