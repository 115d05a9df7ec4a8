import type { Database } from '../../db/database';
import { RecordService } from '../shared/record.service';
import { categoriesEntity } from './categories.entity';
import { categoryScenariosEntity } from './category-scenarios.entity';
import { dimensionsEntity } from './dimensions.entity';
import { finishesEntity } from './finishes.entity';
import { mandrelsEntity } from './mandrels.entity';
import { orientationsEntity } from './orientations.entity';
import { papersEntity } from './papers.entity';
import { posesEntity } from './poses.entity';
import { quantitiesPerRollEntity } from './quantities-per-roll.entity';
import { scenariosEntity } from './scenarios.entity';
import { shapesEntity } from './shapes.entity';

/** The catalogue's record services, by the key the adapters use (src/infrastructure/shared/records.ts). */
export function catalogueEntities(db: Database) {
  return {
    poses: new RecordService(db, posesEntity()),
    mandrels: new RecordService(db, mandrelsEntity(db)),
    categoryScenarios: new RecordService(db, categoryScenariosEntity(db)),
    categories: new RecordService(db, categoriesEntity(db)),
    orientations: new RecordService(db, orientationsEntity(db)),
    papers: new RecordService(db, papersEntity(db)),
    finishes: new RecordService(db, finishesEntity(db)),
    quantitiesPerRoll: new RecordService(db, quantitiesPerRollEntity(db)),
    shapes: new RecordService(db, shapesEntity()),
    dimensions: new RecordService(db, dimensionsEntity(db)),
    scenarios: new RecordService(db, scenariosEntity(db)),
  };
}

export type CatalogueServices = ReturnType<typeof catalogueEntities>;
