#include "charts/chart_export.hpp"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QFile>
#include <QImageWriter>
#include <QPainter>
#include <cmath>
#include <memory>

#include "charts/chart_internal.hpp"
#include "charts/painted_export.hpp"
#include "charts/result_chart.hpp"
#include "ipclab/output_file.hpp"

namespace ipclab::app {
namespace {

/// `options` for a picture: every caption line drawn (no tooltip to hold the rest).
ChartOptions onPaper(ChartOptions options) {
    options.onScreen = false;
    return options;
}

}  // namespace

/// A chart in an invisible view of `logical` pixels, laid out and ready to render.
class OffscreenChartView {
  public:
    OffscreenChartView(std::span<const LabelledRun> runs, const ChartOptions& options,
                       QSize logical, QString* problem)
        : m_view(buildChart(runs, onPaper(options), problem)) {  // the view owns the chart
        m_view.setFrameShape(QFrame::NoFrame);
        m_view.setRenderHint(QPainter::Antialiasing);
        m_view.setBackgroundBrush(m_view.chart()->backgroundBrush());
        // The chart lays itself out only once its view has been shown and the resulting events
        // delivered; WA_DontShowOnScreen keeps that invisible (and works offscreen).
        m_view.setAttribute(Qt::WA_DontShowOnScreen);
        m_view.resize(logical);
        m_view.show();
        // Twice: the first layout may relabel the size axis to fit the plot's width
        // (keepSizeLabelsReadable), which asks for a second layout.
        for (int pass = 0; pass < 2; ++pass) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
    }

    /// Draws the whole chart into `target` (device coordinates of the painter).
    void render(QPainter& painter, const QRectF& target) {
        m_view.render(&painter, target, m_view.viewport()->rect(), Qt::IgnoreAspectRatio);
    }

  private:
    QChartView m_view;
};

namespace {

constexpr double kInchesPerMeter = 39.37007874;

bool validSize(QSize size, QString* error) {
    if (size.width() <= 0 || size.height() <= 0 || size.width() > 20000 || size.height() > 20000) {
        if (error != nullptr) {
            *error = Charts::tr("image size %1x%2 is out of range (1..20000 pixels)")
                         .arg(size.width())
                         .arg(size.height());
        }
        return false;
    }
    return true;
}

}  // namespace

QImage renderChartImage(std::span<const LabelledRun> runs, const ChartOptions& options,
                        QSize sizePx, int dpi, QString* problem) {
    if (!validSize(sizePx, problem) || dpi <= 0 || dpi > 2400) {
        return {};
    }
    const double ratio = static_cast<double>(dpi) / kDefaultDpi;
    const QSize logical(std::max(1, static_cast<int>(std::lround(sizePx.width() / ratio))),
                        std::max(1, static_cast<int>(std::lround(sizePx.height() / ratio))));
    OffscreenChartView chart(runs, options, logical, problem);
    QImage image(sizePx, QImage::Format_ARGB32);
    image.fill(options.dark ? QColor(30, 30, 34) : QColor(Qt::white));
    const int dotsPerMeter = static_cast<int>(std::lround(dpi * kInchesPerMeter));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    chart.render(painter, QRectF(QPointF(0, 0), QSizeF(sizePx)));
    painter.end();
    return image;
}

QByteArray chartPng(std::span<const LabelledRun> runs, const ChartOptions& options, QSize sizePx,
                    int dpi, QString* error) {
    if (dpi <= 0 || dpi > 2400) {
        if (error != nullptr) {
            *error = Charts::tr("dpi %1 is out of range (1..2400)").arg(dpi);
        }
        return {};
    }
    if (!validSize(sizePx, error)) {
        return {};
    }
    const QImage image = renderChartImage(runs, options, sizePx, dpi);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (image.isNull() || !writer.write(image)) {
        if (error != nullptr) {
            *error = Charts::tr("cannot encode PNG: %1").arg(writer.errorString());
        }
        return {};
    }
    return bytes;
}

bool saveChartPng(std::span<const LabelledRun> runs, const ChartOptions& options,
                  const QString& path, QSize sizePx, int dpi, QString* error) {
    const QByteArray bytes = chartPng(runs, options, sizePx, dpi, error);
    return !bytes.isEmpty() && writeOutputBytes(path, bytes, error);
}

QByteArray chartSvg(std::span<const LabelledRun> runs, const ChartOptions& options, QSize size) {
    if (!validSize(size, nullptr)) {
        return {};
    }
    OffscreenChartView chart(runs, options, size, nullptr);
    return paintedSvg([&](QPainter& painter, const QRectF& area) { chart.render(painter, area); },
                      size, QStringLiteral("IPC Lab chart"));
}

bool saveChartSvg(std::span<const LabelledRun> runs, const ChartOptions& options,
                  const QString& path, QSize size, QString* error) {
    if (!validSize(size, error)) {
        return false;
    }
    const QByteArray bytes = chartSvg(runs, options, size);
    if (bytes.isEmpty()) {
        if (error != nullptr) {
            *error = Charts::tr("cannot draw SVG for %1").arg(path);
        }
        return false;
    }
    return writeOutputBytes(path, bytes, error);
}

bool writeOutputBytes(const QString& path, const QByteArray& bytes, QString* error) {
    const platform::Status written =
        writeIntoFile(QFile::encodeName(path).toStdString(),
                      std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!written) {
        if (error != nullptr) {
            *error = QString::fromStdString(written.error().message);
        }
        return false;
    }
    return true;
}

}  // namespace ipclab::app
