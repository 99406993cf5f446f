/**
 * Which worker owns a fingerprint: the fingerprint space is cut into 4096
 * virtual partitions by the low 12 bits of its high word (bits that neither
 * the visited set's slot nor its thread partitions depend on much), and a
 * map gives each partition a worker rank. The map is stored in the run's
 * key-value store; which map is used does not change any result, only who
 * does the work.
 */
const VIRTUAL_PARTITIONS = 4096;

export class PartitionMap {
  constructor(readonly owners: Uint16Array) {
    if (owners.length !== VIRTUAL_PARTITIONS)
      throw new RangeError(`a partition map has ${VIRTUAL_PARTITIONS} entries, got ${owners.length}`);
  }

  /** Partitions dealt out to `workers` ranks in turn. */
  static roundRobin(workers: number): PartitionMap {
    return new PartitionMap(Uint16Array.from({ length: VIRTUAL_PARTITIONS }, (_, p) => p % workers));
  }

  ownerOf(high: number): number {
    return this.owners[high & (VIRTUAL_PARTITIONS - 1)] as number;
  }

  toBytes(): Uint8Array {
    return new Uint8Array(this.owners.buffer.slice(this.owners.byteOffset, this.owners.byteOffset + this.owners.byteLength));
  }

  static fromBytes(bytes: Uint8Array): PartitionMap {
    return new PartitionMap(new Uint16Array(new Uint8Array(bytes).buffer));
  }
}
