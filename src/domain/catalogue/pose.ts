/** How labels are applied to the product (manual or automatic); the server owns the list. */
export interface Pose {
  readonly id: number;
  readonly name: string;
  /** The code quotes give as their application (MAN, AUTO). */
  readonly shortCode: string;
}
