import * as v from 'valibot';
import { requiredText } from './catalogue-rules';

/** A label's cut shape (rectangle, round…). */
export interface Shape {
  readonly id: number;
  readonly name: string;
}

export type ShapeInput = Omit<Shape, 'id'>;

export const shapeFormSchema = v.object({ name: requiredText() });
export type ShapeFormValues = v.InferInput<typeof shapeFormSchema>;
