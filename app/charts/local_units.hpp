#pragma once
/// Numbers as the user's language writes them, for the GUI and the charts it draws: the
/// formatters of units.hpp with the decimal separator of a QLocale ("2,59 µs", "1,25 GB/s",
/// "12,3 KiB" in German), as QString. No thousands grouping, like units.hpp: where a text groups
/// (Qt's "%L1"), QLocale does it. The CLI, CSV and JSON keep units.hpp's '.'. Pure functions of
/// their arguments, thread-safe; the defaults read QLocale() (the GUI sets it to the UI
/// language).
#include <QLocale>
#include <QString>
#include <cstddef>

#include "charts/units.hpp"

namespace ipclab::app {

/// The decimal separator of `locale` as units.hpp takes it: ',' (German), '.' (English, C);
/// '.' too when the locale's separator is not one ASCII character (no UI language has that).
inline char decimalPointOf(const QLocale& locale = QLocale()) {
    const QString point = locale.decimalPoint();
    return point.size() == 1 && point.front().unicode() < 0x80 ? point.front().toLatin1() : '.';
}

/// formatDuration in `locale`: "12.3 µs" / "12,3 µs".
inline QString localDuration(double ns, const QLocale& locale = QLocale()) {
    return QString::fromStdString(formatDuration(ns, decimalPointOf(locale)));
}

/// formatRate in `locale`: "1.23 GB/s" / "1,23 GB/s".
inline QString localRate(double bytesPerSecond, const QLocale& locale = QLocale()) {
    return QString::fromStdString(formatRate(bytesPerSecond, decimalPointOf(locale)));
}

/// formatSignificant in `locale`: "1.23" / "1,23".
inline QString localSignificant(double value, const QLocale& locale = QLocale()) {
    return QString::fromStdString(formatSignificant(value, decimalPointOf(locale)));
}

/// formatSize in `locale`: "64 B", "1.5 KiB" / "1,5 KiB".
inline QString localSize(std::size_t bytes, const QLocale& locale = QLocale()) {
    return QString::fromStdString(formatSize(bytes, decimalPointOf(locale)));
}

/// formatCpuPair in `locale`: "2.10/2.00 µs" / "2,10/2,00 µs".
inline QString localCpuPair(double initiatorNs, double responderNs,
                            const QLocale& locale = QLocale()) {
    return QString::fromStdString(formatCpuPair(initiatorNs, responderNs, decimalPointOf(locale)));
}

/// `text` with each '.' replaced by the decimal separator of `locale`, for numbers already
/// written the C way inside a label: "p99.9" -> "p99,9" (a bare number: QLocale::toString).
inline QString localDecimals(QString text, const QLocale& locale = QLocale()) {
    const char point = decimalPointOf(locale);
    if (point != '.') {
        text.replace(QLatin1Char('.'), QLatin1Char(point));
    }
    return text;
}

}  // namespace ipclab::app
