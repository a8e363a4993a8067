/**
 * The Prometheus text exposition format, version 0.0.4
 * (https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format): what the
 * service's own metrics are rendered to when Prometheus scrapes, from the plain numbers the
 * request path keeps.
 */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Label names and values, in the order they are written. */
export type Labels = readonly (readonly [name: string, value: string])[];

/** Collects metric families as text lines. */
export class Exposition {
  private readonly lines: string[] = [];

  /** Starts a family: its HELP and TYPE lines. */
  family(name: string, type: 'counter' | 'gauge' | 'histogram', help: string): this {
    this.lines.push(`# HELP ${name} ${help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${name} ${type}`);
    return this;
  }

  sample(name: string, labels: Labels, value: number): this {
    const text = labels.length === 0 ? '' : `{${labels.map(([label, v]) => `${label}="${escapeLabelValue(v)}"`).join(',')}}`;
    this.lines.push(`${name}${text} ${valueText(value)}`);
    return this;
  }

  /** One sample per pair of label values: `counts[i][j]` is the series of the i-th row value and the j-th column value. */
  grid(
    name: string,
    [rowLabel, rowValues]: readonly [string, readonly string[]],
    [columnLabel, columnValues]: readonly [string, readonly string[]],
    counts: readonly (readonly number[])[],
  ): this {
    rowValues.forEach((row, i) =>
      columnValues.forEach((column, j) =>
        this.sample(
          name,
          [
            [rowLabel, row],
            [columnLabel, column],
          ],
          counts[i]![j]!,
        ),
      ),
    );
    return this;
  }

  /**
   * A histogram's samples: `counts[i]` observations fell in bucket i (not cumulative; the last
   * entry counts those above every bound), `sum` their total.
   */
  histogram(name: string, labels: Labels, bounds: readonly number[], counts: ArrayLike<number>, sum: number): this {
    let cumulative = 0;
    for (let i = 0; i < bounds.length; i++) {
      cumulative += counts[i]!;
      this.sample(`${name}_bucket`, [['le', String(bounds[i])], ...labels], cumulative);
    }
    cumulative += counts[bounds.length]!;
    this.sample(`${name}_bucket`, [['le', '+Inf'], ...labels], cumulative);
    this.sample(`${name}_sum`, labels, sum);
    return this.sample(`${name}_count`, labels, cumulative);
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function valueText(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? '+Inf' : '-Inf';
  return String(value);
}
