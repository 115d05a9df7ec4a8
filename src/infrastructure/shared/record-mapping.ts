/**
 * How an entity crosses the API: the answer (parsed by its schema in src/api) read into the domain,
 * the input written as a body. `W` is the parsed wire shape.
 */
export interface RecordMapping<T, Input, W = unknown> {
  readonly toEntity: (wire: W) => T;
  readonly toBody: (input: Input) => unknown;
  /**
   * The update body that switches a record on or off, for an entity whose update saves its switch
   * (a scenario's `status`, updateScenario); without it the switch is the `/active/{id}` call.
   */
  readonly toSwitchBody?: (active: boolean) => unknown;
}
