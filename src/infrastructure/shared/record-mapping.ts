/** How an entity crosses the API: the answer parsed to the domain, the input written as a body. */
export interface RecordMapping<T, Input> {
  readonly toEntity: (dto: unknown) => T;
  readonly toBody: (input: Input) => unknown;
}
