#!/usr/bin/env python3
"""What a data scientist does with IPC Lab's results, checked on real runs of ipclab-cli:
the JSON of every pattern validates against resources/schema/results.schema.json, and the tidy
points CSV reads with Python's csv module as one row per point, named as the JSON names the same
values, each figure inside its own interval. A repeated run (`--runs 2`) validates against
repeated_runs.schema.json beside it, each of its runs against the results schema, and its points
CSV holds a row per point per run.

    results_schema_check.py IPCLAB_CLI SCHEMA_JSON WORK_DIR
"""
import csv
import json
import pathlib
import subprocess
import sys

import jsonschema

cli, schema_path, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
work.mkdir(parents=True, exist_ok=True)
schema = json.loads(schema_path.read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

RUNS = {
    "pingpong": ["--mechanisms", "thread.mutex,pipe", "--pattern", "pingpong", "--sizes", "64,1K"],
    "stream": ["--mechanisms", "pipe", "--pattern", "stream", "--sizes", "4K", "--total", "256K"],
    "paced": ["--mechanisms", "thread.mutex", "--pattern", "paced", "--sizes", "64",
              "--gap-us", "50"],
    "lock": ["--mechanisms", "thread.spin", "--pattern", "lock", "--sizes", "64"],
}
COMMON = ["--iterations", "200", "--warmup", "10", "--repetitions", "3", "--placement", "unpinned"]

failures = []
for name, arguments in RUNS.items():
    result = subprocess.run([cli, "run", *arguments, *COMMON, "--format", "json"],
                            capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        failures.append(f"{name}: exit {result.returncode}: {result.stderr.strip()}")
        continue
    document = json.loads(result.stdout)
    for error in validator.iter_errors(document):
        failures.append(f"{name}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    block = "throughput" if name == "stream" else "latency_ns"
    for point in document["points"]:
        figure = point[block]
        low, high = figure["ci95"]
        if not low <= figure["median_of_rounds"] <= high:
            failures.append(f"{name}: {point['mechanism']}: figure outside its interval")

    points_csv = work / f"{name}.csv"
    result = subprocess.run([cli, "run", *arguments, *COMMON, "--format", "points-csv",
                             "--out", str(points_csv)], capture_output=True, text=True,
                            timeout=300)
    if result.returncode != 0:
        failures.append(f"{name} points-csv: exit {result.returncode}: {result.stderr.strip()}")
        continue
    with points_csv.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    expected_points = len(document["points"])
    if len(rows) != expected_points:
        failures.append(f"{name} points-csv: {len(rows)} rows for {expected_points} points")
    for row in rows:
        if row["unit"] != figure["unit"]:
            failures.append(f"{name} points-csv: unit {row['unit']} where the JSON says "
                            f"{figure['unit']}")
        centre, low, high = (float(row[k]) for k in ("median_of_rounds", "ci95_low", "ci95_high"))
        if not low <= centre <= high:
            failures.append(f"{name} points-csv: {row['mechanism']} {row['size']} outside")
        if int(row["rounds"]) != 3:
            failures.append(f"{name} points-csv: rounds {row['rounds']}, not 3")


def check_repeated_runs():
    """`run --runs 2`: the document, each run in it, the figures across runs, the CSV."""
    repeated_schema = json.loads(schema_path.with_name("repeated_runs.schema.json").read_text())
    jsonschema.Draft202012Validator.check_schema(repeated_schema)
    arguments = [cli, "run", *RUNS["pingpong"], *COMMON, "--runs", "2"]
    result = subprocess.run([*arguments, "--format", "json"], capture_output=True, text=True,
                            timeout=300)
    if result.returncode != 0:
        failures.append(f"--runs 2: exit {result.returncode}: {result.stderr.strip()}")
        return
    document = json.loads(result.stdout)
    for error in jsonschema.Draft202012Validator(repeated_schema).iter_errors(document):
        failures.append(f"--runs 2: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    for step in document["steps"]:
        for error in validator.iter_errors(step["result"]):
            failures.append(f"--runs 2: run {step['number']}: "
                            f"{'/'.join(map(str, error.absolute_path))}: {error.message}")
    for point in document["across_runs"]["points"]:
        low, high = point["ci95"]
        if not point["min"] <= low <= point["median_of_runs"] <= high <= point["max"]:
            failures.append(f"--runs 2: {point['mechanism']}: figure across runs outside its "
                            "interval or [min, max]")
    result = subprocess.run([*arguments, "--format", "points-csv"], capture_output=True,
                            text=True, timeout=300)
    rows = list(csv.DictReader(result.stdout.splitlines()))
    points = len(document["steps"][0]["result"]["points"])
    if sorted(int(row["run"]) for row in rows) != [1] * points + [2] * points:
        failures.append(f"--runs 2 points-csv: runs {[row.get('run') for row in rows]}")


check_repeated_runs()
for failure in failures:
    print(failure, file=sys.stderr)
print(f"{len(RUNS) + 1} runs checked, {len(failures)} problems")
sys.exit(1 if failures else 0)
