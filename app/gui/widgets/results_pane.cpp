#include "gui/widgets/results_pane.hpp"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <iterator>
#include <memory>
#include <set>

#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "gui/app_settings.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/run_outcome.hpp"
#include "gui/widgets/comparison_table.hpp"
#include "gui/widgets/overlay_list.hpp"
#include "gui/widgets/shown_source_bar.hpp"

namespace ipclab::app {
namespace {

constexpr ChartKind kKinds[] = {ChartKind::Latency,      ChartKind::Bars,     ChartKind::Throughput,
                                ChartKind::Distribution, ChartKind::Spectrum, ChartKind::Anatomy};

QString kindTitle(ChartKind kind) {
    switch (kind) {
        case ChartKind::Latency:
            return QObject::tr("Latency vs size");
        case ChartKind::Bars:
            return QObject::tr("Bars at one size");
        case ChartKind::Throughput:
            return QObject::tr("Throughput");
        case ChartKind::Distribution:
            return QObject::tr("Distribution");
        case ChartKind::Spectrum:
            return QObject::tr("Percentile spectrum");
        case ChartKind::Anatomy:
            return QObject::tr("Anatomy of a message");
    }
    return {};
}

}  // namespace

ResultsPane::ResultsPane(QWidget* parent) : QWidget(parent) {
    buildKindRow();
    buildTable();
    buildLayout();
    connectParts();
}

// The chart kinds as tabs, and the bars' size and scale beside them.
void ResultsPane::buildKindRow() {
    m_kinds = new QTabBar;
    m_kinds->setObjectName(QStringLiteral("chartKinds"));
    m_kinds->setExpanding(false);
    m_kinds->setDocumentMode(true);
    for (ChartKind kind : kKinds) {
        m_kinds->addTab(kindTitle(kind));
    }
    m_barLabel = new QLabel(tr("Size"));
    m_barSize = new QComboBox;
    m_barSize->setObjectName(QStringLiteral("barSize"));
    m_barSize->setToolTip(tr("The message size the bars compare"));
    m_barSize->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_barLog = new QCheckBox(tr("Log scale"));
    m_barLog->setObjectName(QStringLiteral("barLogScale"));
    m_barLog->setToolTip(
        tr("Bars on a logarithmic axis: chosen by itself when the longest bar is more than "
           "30 times the shortest, so that short bars stay visible beside a slow one"));
    auto* kindRow = new QHBoxLayout;
    kindRow->setContentsMargins(0, 0, 0, 0);
    kindRow->addWidget(m_kinds, 1);
    kindRow->addWidget(m_barLabel);
    kindRow->addWidget(m_barSize);
    kindRow->addWidget(m_barLog);
    m_kindRow = new QWidget;
    m_kindRow->setLayout(kindRow);
}

void ResultsPane::buildTable() {
    m_model = new ResultsTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(Qt::UserRole);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);  // arrival order until the user sorts
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // A failure's reason is long (the whole of it is in the tooltip and under Run): at 1024 px
    // a status column sized to it pushed the median off the table.
    m_table->horizontalHeader()->setSectionResizeMode(ResultsTableModel::Status,
                                                      QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(
        ResultsTableModel::Status, m_table->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->setVisible(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setToolTip(tr("Click a row to show it in the chart; Ctrl+C copies the selected rows"));
    m_table->installEventFilter(this);
    hideColumnsAsSaved();
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ResultsPane::applyHiddenColumns);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            &ResultsPane::showColumnMenu);
}

// The chart with the presentation counter above and the notes below, over the table and the
// opened runs.
void ResultsPane::buildLayout() {
    m_counter = new QLabel;
    m_counter->setObjectName(QStringLiteral("presentationCounter"));
    m_counter->setAlignment(Qt::AlignCenter);
    m_counter->hide();

    // A run of the history shown beside a form that holds other settings: where it is from.
    m_sourceRow = new ShownSourceBar;
    connect(m_sourceRow, &ShownSourceBar::useSettingsRequested, this,
            &ResultsPane::useSettingsRequested);
    m_sourceRow->hide();

    m_chart = new ResultChartView;
    m_chart->setObjectName(QStringLiteral("chart"));
    // Smaller than the view's own minimum: the window must fit a 720-line projector with its
    // menu, tool and status bars (the chart still gets most of the height by stretch).
    m_chart->setMinimumSize(360, 220);
    m_overlays = new OverlayList;

    auto* chartBox = new QWidget;
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->setSpacing(2);
    chartLayout->addWidget(m_kindRow);
    chartLayout->addWidget(m_counter);
    chartLayout->addWidget(m_sourceRow);
    chartLayout->addWidget(m_chart, 1);
    // What the selected point's distribution looks like, in words (or every point that has a
    // warning while none is selected): the CLI prints the same under its table.
    m_notes = new QLabel;
    m_notes->setObjectName(QStringLiteral("pointNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A few lines tall at most, the rest scrolled: report 004's notes took ten lines of a
    // 1024x768 window and left the chart a plot 60 px high.
    m_notesBox = new QScrollArea;
    m_notesBox->setWidget(m_notes);
    m_notesBox->setWidgetResizable(true);
    m_notesBox->setFrameShape(QFrame::NoFrame);
    m_notesBox->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notesBox->hide();
    chartLayout->addWidget(m_notesBox);

    m_comparison = new ComparisonTable;
    m_bottomTabs = new QTabWidget;
    m_bottomTabs->setObjectName(QStringLiteral("bottomTabs"));
    m_bottomTabs->setDocumentMode(true);
    m_bottomTabs->addTab(m_table, tr("Results"));
    m_bottomTabs->addTab(m_comparison, tr("Ours vs theirs"));
    auto* bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(m_bottomTabs);
    bottom->addWidget(m_overlays);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 1);
    m_bottom = bottom;

    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(chartBox);
    m_splitter->addWidget(bottom);
    m_splitter->setStretchFactor(0, 2);  // the chart first, but a few table rows in view
    m_splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
}

void ResultsPane::connectParts() {
    connect(m_kinds, &QTabBar::currentChanged, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(std::size(kKinds))) {
            m_chart->setKind(kKinds[index]);
        }
        const bool bars = kind() == ChartKind::Bars;
        m_barLabel->setVisible(bars);
        m_barSize->setVisible(bars);
        m_barLog->setVisible(bars);
        syncBarScale();
    });
    connect(m_barLog, &QCheckBox::clicked, this,
            [this](bool on) { setBarScale(on ? BarScale::Log : BarScale::Linear); });
    connect(m_barSize, &QComboBox::activated, this, [this] {
        m_chart->setBarSize(static_cast<std::size_t>(m_barSize->currentData().toULongLong()));
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ResultsPane::onRowChanged);
    connect(m_chart, &ResultChartView::pointSelected, this,
            [this](const QString& mechanism, quint64 sizeBytes) {
                selectPoint(mechanism, static_cast<std::size_t>(sizeBytes));
            });
    connect(m_overlays, &OverlayList::changed, this, &ResultsPane::refreshOverlays);
    // The opened-runs list appears with the first run opened (File > Open run): until then its
    // quarter of the width goes to the results table (at 1024 px the median column was cut).
    m_overlays->hide();
    m_barLabel->hide();
    m_barSize->hide();
    m_barLog->hide();
}

namespace {

constexpr const char* kHiddenColumnsKey = "results/hiddenColumns";

}  // namespace

// The table's columns as the student left them: the anatomy's are hidden until shown once.
void ResultsPane::hideColumnsAsSaved() {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const QVariant saved = settings->value(QLatin1String(kHiddenColumnsKey));
    // One comma-separated string: an empty list would read back as no value at all.
    const QStringList hidden = saved.toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
    m_hiddenColumns.clear();
    for (int column = 0; column < ResultsTableModel::ColumnCount; ++column) {
        if (saved.isValid() ? hidden.contains(ResultsTableModel::columnKey(column))
                            : ResultsTableModel::hiddenByDefault(column)) {
            m_hiddenColumns.insert(column);
        }
    }
    applyHiddenColumns();
}

// Again after every model reset: a header that gets a new model forgets its hidden sections.
void ResultsPane::applyHiddenColumns() {
    for (int column = 0; column < ResultsTableModel::ColumnCount; ++column) {
        m_table->setColumnHidden(column, m_hiddenColumns.count(column) > 0);
    }
}

// Right click on the header: a tick per column (the mechanism always stays).
void ResultsPane::showColumnMenu(const QPoint& where) {
    QMenu menu(this);
    for (int column = 1; column < ResultsTableModel::ColumnCount; ++column) {
        QAction* action =
            menu.addAction(m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(column));
        connect(action, &QAction::toggled, this,
                [this, column](bool shown) { setColumnShown(column, shown); });
    }
    menu.exec(m_table->horizontalHeader()->mapToGlobal(where));
}

void ResultsPane::setColumnShown(int column, bool shown) {
    if (shown) {
        m_hiddenColumns.erase(column);
    } else {
        m_hiddenColumns.insert(column);
    }
    applyHiddenColumns();
    QStringList hidden;
    for (int other : m_hiddenColumns) {
        hidden << ResultsTableModel::columnKey(other);
    }
    const std::unique_ptr<QSettings> settings(newAppSettings());
    settings->setValue(QLatin1String(kHiddenColumnsKey), hidden.join(QLatin1Char(',')));
}

void ResultsPane::refreshOverlays() {
    m_overlays->setVisible(m_overlays->count() > 0);
    std::vector<LabelledRun> runs = m_compared;
    for (LabelledRun& run : m_overlays->checkedRuns()) {
        runs.push_back(std::move(run));
    }
    m_chart->setOverlays(std::move(runs));
    refreshKindTips();
    syncBarScale();
}

void ResultsPane::setComparedRuns(std::vector<LabelledRun> runs) {
    m_compared = std::move(runs);
    refreshOverlays();
}

void ResultsPane::addBottomTab(QWidget* widget, const QString& title) {
    m_bottomTabs->addTab(widget, title);
}

void ResultsPane::setBarScale(BarScale scale) {
    m_chart->setBarScale(scale);
    syncBarScale();
}

void ResultsPane::syncBarScale() {
    const std::vector<LabelledRun> runs = m_chart->runs();
    ChartOptions options = m_chart->options();
    options.kind = ChartKind::Bars;
    const QSignalBlocker blocker(m_barLog);
    m_barLog->setChecked(chartDataProblem(runs, options).isEmpty() &&
                         barsUseLogScale(runs, options));
}

void ResultsPane::showRun(const RunResult& result, const QString& caption,
                          const std::vector<ReferenceSeries>& references) {
    m_chart->setCaption(caption);
    m_chart->setReferences(references);
    m_chart->setSelectedPoint(QString(), 0);
    m_chart->setBarScale(BarScale::Auto);
    m_chart->setBarSize(0);
    m_model->setResults(result.experiment.pattern, result.points, result.experiment.settle);
    m_chart->showResult(result);
    m_comparison->showComparison(references, result);
    if (kind() != ChartKind::Distribution) {
        setKind(defaultChartKind(result.experiment));
    }
    refreshBarSizes();
    refreshKindTips();
    syncBarScale();
    refreshNotes();
}

void ResultsPane::setSource(const QString& text) {
    m_sourceRow->setText(text);
    // Not in presentation mode, which shows the chart alone (m_kindRow hidden).
    m_sourceRow->setVisible(!text.isEmpty() && m_kindRow->isVisibleTo(this));
}

QString ResultsPane::sourceText() const {
    return m_sourceRow->text();
}

void ResultsPane::startRun(const Experiment& experiment, const SystemInfo& machine) {
    setSource(QString());
    m_model->clear(experiment.pattern, experiment.settle);
    // A new run: the point the Distribution showed belongs to the last one.
    m_chart->setSelectedPoint(QString(), 0);
    m_chart->setBarScale(BarScale::Auto);
    m_chart->setBarSize(0);
    m_chart->startRun(experiment, machine);
    m_comparison->showComparison(m_chart->options().references, RunResult{});
    // The kind that suits the run: bars for a single size (one dot per mechanism in a column
    // compares nothing), throughput for a stream. The Distribution stays when chosen.
    if (kind() != ChartKind::Distribution || experiment.pattern == Pattern::Stream ||
        experiment.pattern == Pattern::Lock) {
        setKind(defaultChartKind(experiment));
    }
    refreshBarSizes();
    refreshNotes();
}

void ResultsPane::addPoint(const PointResult& point) {
    m_model->addPoint(point);
    m_chart->addPoint(point);
    if (m_barSize->findData(static_cast<qulonglong>(point.sizeBytes)) < 0) {
        refreshBarSizes();
    }
    refreshNotes();
}

void ResultsPane::updatePoint(const PointResult& point) {
    m_chart->updatePoint(point);
}

void ResultsPane::showResult(const RunResult& result) {
    m_model->setResults(result.experiment.pattern, result.points, result.experiment.settle);
    m_chart->showResult(result);
    m_comparison->showComparison(m_chart->options().references, result);
    refreshBarSizes();
    refreshKindTips();
    syncBarScale();
    refreshNotes();
}

void ResultsPane::setKind(ChartKind kind) {
    for (int i = 0; i < 4; ++i) {
        if (kKinds[i] == kind) {
            m_kinds->setCurrentIndex(i);
        }
    }
    m_chart->setKind(kind);
}

ChartKind ResultsPane::kind() const {
    return m_chart->kind();
}

void ResultsPane::setReferences(const std::vector<ReferenceSeries>& references) {
    m_chart->setReferences(references);
    refreshKindTips();
}

void ResultsPane::setCaption(const QString& caption, const QString& shared) {
    m_chart->setCaption(caption, shared);
}

void ResultsPane::addOverlay(const RunResult& run, const QString& path) {
    m_overlays->addRun(run, path);
}

void ResultsPane::setPresentation(bool on, double fontScale) {
    m_kindRow->setVisible(!on);
    m_sourceRow->setVisible(!on && !m_sourceRow->text().isEmpty());
    m_bottom->setVisible(!on);
    m_counter->setVisible(on);
    if (on) {
        QFont font = m_counter->font();
        font.setPointSizeF(QApplication::font().pointSizeF() * fontScale * 1.4);
        font.setBold(true);
        m_counter->setFont(font);
    }
    m_chart->setFontScale(on ? fontScale : 1.0);
}

void ResultsPane::setCounterText(const QString& text) {
    m_counter->setText(text);
}

QString ResultsPane::counterText() const {
    return m_counter->text();
}

QString ResultsPane::selectedRowsAsTsv() const {
    std::set<int> rows;  // proxy rows: the order the user sees
    for (const QModelIndex& index : m_table->selectionModel()->selectedIndexes()) {
        rows.insert(index.row());
    }
    if (rows.empty()) {
        return {};
    }
    auto clean = [](QString cell) {
        return cell.replace(QLatin1Char('\t'), QLatin1Char(' '))
            .replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines;
    // Bare numbers in the cells, their units in the header (a spreadsheet reads "2.59", not
    // "2.59 µs"): the model's copy cells.
    QStringList header;
    for (int column = 0; column < m_proxy->columnCount(); ++column) {
        if (m_table->isColumnHidden(column)) {
            continue;  // copied as shown
        }
        for (const QString& cell : m_model->copyHeader(column)) {
            header << clean(cell);
        }
    }
    lines << header.join(QLatin1Char('\t'));
    for (int row : rows) {
        const int sourceRow = m_proxy->mapToSource(m_proxy->index(row, 0)).row();
        QStringList cells;
        for (int column = 0; column < m_proxy->columnCount(); ++column) {
            if (m_table->isColumnHidden(column)) {
                continue;
            }
            for (const QString& cell : m_model->copyCells(sourceRow, column)) {
                cells << clean(cell);
            }
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool ResultsPane::copySelectedRows() {
    const QString tsv = selectedRowsAsTsv();
    if (tsv.isEmpty()) {
        return false;
    }
    QApplication::clipboard()->setText(tsv);
    return true;
}

bool ResultsPane::selectPoint(const QString& mechanism, std::size_t sizeBytes) {
    const auto& points = m_model->points();
    for (std::size_t row = 0; row < points.size(); ++row) {
        if (QString::fromStdString(points[row].mechanism) == mechanism &&
            (points[row].sizeBytes == sizeBytes || !hasMessageSize(points[row].pattern))) {
            const QModelIndex index =
                m_proxy->mapFromSource(m_model->index(static_cast<int>(row), 0));
            m_table->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(index);
            return true;
        }
    }
    return false;
}

bool ResultsPane::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
        copySelectedRows();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ResultsPane::onRowChanged() {
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    if (!current.isValid()) {
        return;
    }
    refreshNotes();
    const PointResult& point = m_model->points()[static_cast<std::size_t>(current.row())];
    m_chart->setSelectedPoint(QString::fromStdString(point.mechanism), point.sizeBytes);
    if (kind() == ChartKind::Bars && hasMessageSize(point.pattern)) {
        const int index = m_barSize->findData(static_cast<qulonglong>(point.sizeBytes));
        if (index >= 0 && index != m_barSize->currentIndex()) {
            m_barSize->setCurrentIndex(index);
            m_chart->setBarSize(point.sizeBytes);
        }
    }
}

void ResultsPane::refreshBarSizes() {
    std::set<std::size_t> sizes;
    for (const PointResult& point : m_model->points()) {
        if (point.ok) {
            sizes.insert(point.sizeBytes);
        }
    }
    // The size the chart draws (0: its smallest), not the box's last choice: after a new run
    // the box said "4 KiB" over bars at 64 B.
    const qulonglong current = m_chart->options().barSizeBytes;
    const QSignalBlocker blocker(m_barSize);
    m_barSize->clear();
    for (std::size_t size : sizes) {
        m_barSize->addItem(QString::fromStdString(formatBytes(size)),
                           static_cast<qulonglong>(size));
    }
    const int index = m_barSize->findData(current);
    m_barSize->setCurrentIndex(index >= 0 ? index : 0);
}

void ResultsPane::refreshKindTips() {
    const std::vector<LabelledRun> runs = m_chart->runs();
    for (int i = 0; i < 4; ++i) {
        ChartOptions options = m_chart->options();
        options.kind = kKinds[i];
        const QString problem = chartDataProblem(runs, options);
        m_kinds->setTabToolTip(i, problem);
    }
}

void ResultsPane::refreshNotes() {
    // At most a few lines: the label sits under the chart and must not push it away.
    constexpr int kMaxLines = 4;
    const std::vector<PointResult>& points = m_model->points();
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    QStringList lines;
    auto add = [&lines](const PointResult& point, const QStringList& notes) {
        for (const QString& note : notes) {
            lines << QStringLiteral("%1: %2").arg(pointLabel(point), note);
        }
    };
    if (current.isValid() && static_cast<std::size_t>(current.row()) < points.size()) {
        const PointResult& point = points[static_cast<std::size_t>(current.row())];
        add(point, pointNotes(point, m_model->settleRun()));
    } else {
        // The whole run: one line per kind of note, never one per point.
        lines = groupedWarningLines(points, m_model->settleRun());
        if (!lines.isEmpty()) {
            lines << tr("(every point's notes: select its row, or its Median tooltip)");
        }
    }
    if (lines.size() > kMaxLines + 1) {
        const qsizetype more = lines.size() - kMaxLines;
        lines = lines.mid(0, kMaxLines);
        lines << tr("(%n more in the Median column's tooltips)", "", static_cast<int>(more));
    }
    m_notes->setText(lines.join(QLatin1Char('\n')));
    m_notesBox->setVisible(!lines.isEmpty());
    const int width = m_notesBox->viewport()->width() > 50 ? m_notesBox->viewport()->width() : 500;
    const int lineHeight = m_notes->fontMetrics().lineSpacing();
    m_notesBox->setFixedHeight(std::min(m_notes->heightForWidth(width), 4 * lineHeight) + 4);
}

}  // namespace ipclab::app
