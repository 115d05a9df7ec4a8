import { beforeEach, describe, expect, it } from 'vitest';
import type { Category } from '../../src/domain/catalogue/category';
import type { CategoryScenario } from '../../src/domain/catalogue/category-scenario';
import type { Pose } from '../../src/domain/catalogue/pose';
import type { Scenario } from '../../src/domain/catalogue/scenario';
import { ForbiddenError, ValidationError } from '../../src/domain/shared/errors';
import type { Harness, MakeHarness } from './harness';

/** What the catalogue's adapters must do, run against each: paths, mappings and the scenario sync. */
export function describeCatalogueContract(name: string, make: MakeHarness): void {
  describe(`Catalogue contract: ${name}`, () => {
    let h: Harness;
    beforeEach(async () => {
      h = await make();
      await h.loginAs('admin@demo.local');
    });

    it('lists the poses for the category form', async () => {
      const page = await h.adapters.records.poses.list({ page: 1, size: 100 });
      expect((page.items as Pose[]).map((p) => p.shortCode)).toEqual(['MAN', 'AUTO']);
    });

    it('tells category scenarios from categories, though one path hangs below the other', async () => {
      const links = await h.adapters.records.categoryScenarios.list({ page: 1, size: 5 });
      expect(links.total).toBe(13);
      const link = links.items[0] as CategoryScenario;
      expect(link.scenario.uid).toMatch(/^SC-/);
      const category = (await h.adapters.records.categories.get(link.category.id)) as Category;
      expect(category.name).toBe(link.category.name);
    });

    it('writes a category as ids and reads it back as records', async () => {
      const saved = (await h.adapters.records.categories.create({
        name: 'Étiquettes miel',
        poseId: 2,
        provideNumberPerRollIds: [2],
        mandrelIds: [1, 2],
        orientationIds: [3],
        paperIds: [1],
        qtyModelMax: 8,
      })) as Category;
      expect(saved.pose?.shortCode).toBe('AUTO');
      expect(saved.mandrels.map((m) => m.number)).toEqual([40, 76]);
      expect(saved.papers.map((p) => p.uid)).toEqual(['PAP-VELIN']);
    });

    it("refuses to delete a category in use with the server's message", async () => {
      const error = await h.adapters.records.categories.remove(1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as Error).message).toMatch(/^Cannot delete: used by the dimensions /);
    });

    it('switches a scenario off and on by its update (status), as the original call list does', async () => {
      await h.adapters.records.scenarios.setActive(2, false);
      expect((await h.adapters.records.scenarios.get(2)) as Scenario).toMatchObject({ status: false });
      await h.adapters.records.scenarios.setActive(2, true);
      expect((await h.adapters.records.scenarios.get(2)) as Scenario).toMatchObject({ status: true });
    });

    it('offers no scenario create: refused without a call', async () => {
      const input = { paperIds: [1], finishIds: [], categoryIds: [1] };
      await expect(h.adapters.records.scenarios.create(input)).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('lists every dimension whatever page size is asked (the list is not paged)', async () => {
      const page = await h.adapters.records.dimensions.list({ page: 2, size: 5 });
      expect(page.total).toBe(15);
      expect(page.items).toHaveLength(15);
    });

    it('synchronises the scenarios, or says why not', async () => {
      expect(await h.adapters.scenarioSync.refresh()).toEqual({ message: 'success', updated: 0 });
      await h.backend.db.collections.configEnv.update((q) => q.where(() => true), {
        data: (config) => {
          config.thetisUrl = '';
        },
      });
      const answer = await h.adapters.scenarioSync.refresh();
      expect(answer.message).not.toBe('success');
      expect(answer.updated).toBe(0);
    });

    it('refuses the synchronisation to a reader', async () => {
      await h.loginAs('reader@demo.local');
      await expect(h.adapters.scenarioSync.refresh()).rejects.toBeInstanceOf(ForbiddenError);
    });
  });
}
