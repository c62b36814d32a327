#pragma once
/// Numbers as people read them: durations in ns / µs / ms / s, rates in MB/s / GB/s (decimal,
/// 1 MB = 10^6 bytes, as network and disk figures are quoted), sizes in B / KiB / MiB (binary).
/// Pure functions, thread-safe; shared by the chart axes, the CLI table and the GUI table.
/// `decimalPoint` is the character between the whole and the fractional digits: '.' (the
/// default: CLI, CSV, JSON and the English UI) or ',' (the German UI); the GUI passes its
/// locale's (app/charts/local_units.hpp). Nothing here groups thousands.
#include <cstddef>
#include <string>

namespace ipclab::app {

/// A unit and how many base units (ns, or bytes/s) it holds.
struct ScaledUnit {
    const char* name;  ///< "ns", "µs" (UTF-8), "ms", "s", "B/s", "KB/s", "MB/s", "GB/s"
    double factor;     ///< 1, 1e3, 1e6, 1e9
};

/// The unit in which `ns` reads with 1 to 3 digits before the point.
ScaledUnit timeUnitFor(double ns);
/// The unit in which `bytesPerSecond` reads with 1 to 3 digits before the point.
ScaledUnit rateUnitFor(double bytesPerSecond);

/// "812 ns", "12.3 µs", "1.25 ms" ("12,3 µs" with ','); three significant digits.
std::string formatDuration(double ns, char decimalPoint = '.');
/// "850 MB/s", "1.23 GB/s" ("1,23 GB/s" with ','); three significant digits.
std::string formatRate(double bytesPerSecond, char decimalPoint = '.');
/// Three significant digits without a unit: 1.23, 12.3, 123, 1234 (1,23 with ',').
std::string formatSignificant(double value, char decimalPoint = '.');
/// formatBytes (ipclab/experiment.hpp) with `decimalPoint`: "64 B", "1.5 KiB" / "1,5 KiB".
std::string formatSize(std::size_t bytes, char decimalPoint = '.');

/// CPU time per message of the measuring side and of the responding side, compactly, in the
/// unit of the larger, three significant digits: "2.10/2.00 µs", "850/12.5 ns"; a side not
/// measured (negative) is "–" ("2.10/– µs"), both not measured gives "–".
std::string formatCpuPair(double initiatorNs, double responderNs, char decimalPoint = '.');

}  // namespace ipclab::app
