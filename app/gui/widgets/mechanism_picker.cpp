#include "gui/widgets/mechanism_picker.hpp"

#include <QCheckBox>
#include <QEvent>
#include <QGroupBox>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>

#include "charts/core_text.hpp"
#include "gui/run_record.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {
namespace {

QString text(const std::string& value) {
    return QString::fromStdString(value);
}

/// The pattern and wait names a student reads (run_record's), not the command line's
/// ("Muster: pingpong", "Warten: block" in German).
QString studentWord(Pattern pattern) {
    return patternWords(pattern);
}

QString studentWord(WaitStrategy wait) {
    return waitWords(wait);
}

template <class T>
QString joined(const std::vector<T>& values) {
    QStringList parts;
    for (const T& value : values) {
        parts << studentWord(value);
    }
    return parts.isEmpty() ? QObject::tr("none") : parts.join(QStringLiteral(", "));
}

/// A mechanism's box says "id — title" cut with "…" to the list's width (a 1024-px screen cut
/// "thread.native-spin — Threads: the OS's spin lock (pthread_sp" at the edge); the whole text
/// stays in its tooltip and in the explanation below the list.
void elideBoxes(const QMap<QString, QCheckBox*>& boxes, int listWidth) {
    for (QCheckBox* box : boxes) {
        const QString full = box->property("fullText").toString();
        const int indicator = box->style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                              box->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing);
        const int room = std::max(60, listWidth - indicator - 36);
        box->setText(box->fontMetrics().elidedText(full, Qt::ElideRight, room));
    }
}

}  // namespace

MechanismGroup groupOf(const MechanismInfo& info) {
    // The network box is what a remote peer reaches (its title says so then): the sockets that
    // stay on this machine (uds, zmq.ipc) are listed among the network ones but boxed with the
    // other kernel objects between two local processes.
    if (info.group == MechanismGroup::Network && info.locality != Locality::Network) {
        return MechanismGroup::KernelObjects;
    }
    return info.group;
}

QString groupTitle(MechanismGroup group) {
    switch (group) {
        case MechanismGroup::Threads:
            return QObject::tr("In one process (two threads)");
        case MechanismGroup::SharedMemory:
            return QObject::tr("Shared memory (between processes)");
        case MechanismGroup::KernelObjects:
            return QObject::tr("Kernel objects (between processes)");
        case MechanismGroup::Network:
            return QObject::tr("Network (loopback)");
        case MechanismGroup::ReportVariants:
            return QObject::tr("Reports' own methods");
    }
    return {};
}

namespace {

// One party's calls per message ("1 write", "0-1 futex"): numbers and the OS's call names,
// the same in every language.
QString callsText(const std::vector<std::string>& calls, CallRange range, bool library) {
    return library ? QObject::tr("depends on the library")
                   : text(describeCalls(calls, range, false));
}

// The system calls one message costs by design, sender and receiver, and when (the note).
QString systemCallsText(const SystemCalls& calls) {
    if (!calls.stated()) {
        return {};
    }
    return QStringLiteral("<p><b>%1</b> %2</p>")
        .arg(QObject::tr("System calls per message:").toHtmlEscaped(),
             QObject::tr("sender %1, receiver %2. %3")
                 .arg(callsText(calls.senderCalls, calls.sender, calls.dependsOnLibrary),
                      callsText(calls.receiverCalls, calls.receiver, calls.dependsOnLibrary),
                      coreText(calls.note))
                 .toHtmlEscaped());
}

}  // namespace

QString describeMechanism(const MechanismInfo& info) {
    QString html = QStringLiteral("<b>%1</b> <span style=\"color:#555\">(%2)</span>")
                       .arg(coreText(info.title).toHtmlEscaped(), text(info.id).toHtmlEscaped());
    if (!info.available) {
        html += QStringLiteral("<br><span style=\"color:#b00000\">%1</span>")
                    .arg(QObject::tr("Not available here: %1")
                             .arg(coreText(info.unavailableReason))
                             .toHtmlEscaped());
    }
    if (!info.reportVariantOf.empty()) {
        const QString label = info.communicates()
                                  ? QObject::tr(
                                        "Report %1's own method, shown beside the real "
                                        "measurement.")
                                  : QObject::tr(
                                        "Report %1's own method, shown beside the real "
                                        "measurement: not communication.");
        html += QStringLiteral("<br><i>%1</i>")
                    .arg(label.arg(text(info.reportVariantOf)).toHtmlEscaped());
    }
    QString sizes = QStringLiteral("%1 \u2013 %2")
                        .arg(text(formatBytes(info.minBytes)), text(formatBytes(info.maxBytes)));
    if (!info.sizeLimitNote.empty()) {
        sizes += QStringLiteral(" (%1)").arg(coreMessage(info.sizeLimitNote));
    }
    std::vector<Pattern> patterns;  // including those implied (paced wherever ping-pong runs)
    for (Pattern pattern : kPatterns) {
        if (info.supports(pattern)) {
            patterns.push_back(pattern);
        }
    }
    html +=
        QStringLiteral("<br>%1: %2<br>%3: %4<br>%5: %6")
            .arg(QObject::tr("Patterns"), joined(patterns).toHtmlEscaped(),
                 QObject::tr("Wait (default first)"), joined(info.waitStrategies).toHtmlEscaped(),
                 QObject::tr("Sizes"), sizes.toHtmlEscaped());
    if (info.lossy) {
        html += QStringLiteral("<br>%1").arg(
            QObject::tr("Lossy: a message that never arrives is counted as lost."));
    }
    html += QStringLiteral("<p>%1</p>").arg(coreText(info.explanation).toHtmlEscaped());
    html += systemCallsText(info.systemCalls);
    return html;
}

MechanismPicker::MechanismPicker(const MechanismRegistry& registry, QWidget* parent)
    : QWidget(parent), m_registry(registry) {
    auto* list = new QWidget;
    auto* listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(0, 0, 0, 0);
    for (MechanismGroup group : kMechanismGroups) {
        QGroupBox* box = nullptr;
        QVBoxLayout* boxLayout = nullptr;
        for (const MechanismInfo* info : registry.infos()) {
            if (groupOf(*info) != group) {
                continue;
            }
            if (box == nullptr) {
                box = new QGroupBox(groupTitle(group));
                box->setObjectName(QStringLiteral("group:%1").arg(static_cast<int>(group)));
                boxLayout = new QVBoxLayout(box);
                if (group == MechanismGroup::Network) {
                    m_networkGroup = box;
                }
                boxLayout->setSpacing(2);
                listLayout->addWidget(box);
            }
            const QString id = text(info->id);
            const QString full = QStringLiteral("%1 \u2014 %2").arg(id, coreText(info->title));
            auto* check = new QCheckBox(full);
            check->setProperty("fullText", full);
            check->setObjectName(QStringLiteral("mechanism:") + id);
            check->setToolTip(
                full + QStringLiteral("\n\n") +
                (info->available
                     ? coreText(info->explanation)
                     : tr("Not available here: %1").arg(coreText(info->unavailableReason))));
            check->setEnabled(info->available);
            check->setProperty("mechanismId", id);
            // Hovering explains; disabled boxes still get Enter, so unavailable ones do too.
            check->installEventFilter(this);
            boxLayout->addWidget(check);
            m_boxes.insert(id, check);
            connect(check, &QCheckBox::toggled, this, [this, id](bool on) {
                if (on) {
                    showExplanation(id);
                }
                emit changed();
            });
        }
    }
    listLayout->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidget(list);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_listViewport = scroll->viewport();
    m_listViewport->installEventFilter(this);

    m_explanation = new QTextBrowser;
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setOpenLinks(false);
    m_explanation->setPlaceholderText(
        tr("Point at a mechanism to see what it does inside the OS."));

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(scroll);
    splitter->addWidget(m_explanation);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

std::vector<std::string> MechanismPicker::checked() const {
    std::vector<std::string> ids;
    for (const MechanismInfo* info : m_registry.infos()) {
        const QCheckBox* box = m_boxes.value(text(info->id));
        // isEnabledTo: a box greyed only because the whole panel is (while a run goes) still
        // counts; the window saves the experiment then, and must not save an empty list.
        if (box != nullptr && box->isChecked() && box->isEnabledTo(this)) {
            ids.push_back(info->id);
        }
    }
    return ids;
}

void MechanismPicker::setChecked(const std::vector<std::string>& ids) {
    for (auto it = m_boxes.begin(); it != m_boxes.end(); ++it) {
        const bool wanted = std::find(ids.begin(), ids.end(), it.key().toStdString()) != ids.end();
        const QSignalBlocker blocker(it.value());
        it.value()->setChecked(wanted);
    }
    // Something to read before the mouse goes anywhere: the first ticked mechanism.
    if (!ids.empty()) {
        showExplanation(QString::fromStdString(ids.front()));
    }
    emit changed();
}

void MechanismPicker::showExplanation(const QString& id) {
    const Mechanism* mechanism = m_registry.find(id.toStdString());
    if (mechanism != nullptr) {
        m_explanation->setHtml(describeMechanism(mechanism->info()));
    }
}

void MechanismPicker::setRemotePeer(const QString& hostPort) {
    if (hostPort == m_remotePeer) {
        return;
    }
    m_remotePeer = hostPort;
    if (m_networkGroup != nullptr) {
        m_networkGroup->setTitle(hostPort.isEmpty()
                                     ? groupTitle(MechanismGroup::Network)
                                     : tr("Across hosts (network, to %1)").arg(hostPort));
    }
    // Against a remote peer only the mechanisms that can cross hosts stay tickable; the others
    // are greyed with the reason (and left out of checked()) until the field is cleared.
    for (const MechanismInfo* info : m_registry.infos()) {
        QCheckBox* box = m_boxes.value(text(info->id));
        if (box == nullptr || !info->available) {
            continue;
        }
        const bool usable = hostPort.isEmpty() || info->remoteCapable;
        box->setEnabled(usable);
        box->setToolTip(usable ? coreText(info->explanation)
                               : tr("Runs on this machine only, not against a remote peer."));
    }
    emit changed();
}

QString MechanismPicker::explanationText() const {
    return m_explanation->toPlainText();
}

bool MechanismPicker::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_listViewport && event->type() == QEvent::Resize) {
        elideBoxes(m_boxes, m_listViewport->width());
    }
    if (event->type() == QEvent::Enter) {
        const QVariant id = watched->property("mechanismId");
        if (id.isValid()) {
            showExplanation(id.toString());
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace ipclab::app
