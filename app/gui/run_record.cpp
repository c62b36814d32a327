#include "gui/run_record.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

#include "charts/core_text.hpp"
#include "gui/run_outcome.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {
namespace {

class RunTexts {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::RunRecord)
};

QString bytes(std::uint64_t value) {
    return QString::fromStdString(formatBytes(static_cast<std::size_t>(value)));
}

}  // namespace

std::optional<Preset> presetOf(const RunOrigin& origin) {
    if (!origin.isPreset()) {
        return std::nullopt;
    }
    const Preset* preset = findPreset(origin.presetId.toStdString());
    if (preset == nullptr) {
        return std::nullopt;
    }
    Preset here = presetForThisMachine(*preset, MechanismRegistry::builtin());
    if (origin.quick) {
        here = quickPreset(here);
    }
    if (origin.stepIndex >= static_cast<int>(here.steps.size())) {
        return std::nullopt;
    }
    return here;
}

std::optional<Experiment> originExperiment(const RunOrigin& origin) {
    const auto preset = presetOf(origin);
    if (!preset) {
        return std::nullopt;
    }
    return preset->steps[static_cast<std::size_t>(origin.stepIndex)].experiment;
}

// Words a student reads, in the GUI's language: never the command line's "pingpong",
// "same-core" or "spin-yield" (German showed "Muster pingpong", "Warten block").
QString patternWords(Pattern pattern) {
    switch (pattern) {
        case Pattern::PingPong:
            return RunTexts::tr("ping-pong");
        case Pattern::Stream:
            return RunTexts::tr("stream");
        case Pattern::Lock:
            return RunTexts::tr("lock");
        case Pattern::Paced:
            return RunTexts::tr("paced");
        case Pattern::OneSided:
            return RunTexts::tr("one-sided");
    }
    return {};
}

QString waitWords(WaitStrategy wait) {
    switch (wait) {
        case WaitStrategy::Block:
            return RunTexts::tr("block");
        case WaitStrategy::Spin:
            return RunTexts::tr("spin");
        case WaitStrategy::SpinYield:
            return RunTexts::tr("spin, then yield");
        case WaitStrategy::SpinBlock:
            return RunTexts::tr("spin, then block");
    }
    return {};
}

QString experimentChanges(const Experiment& planned, const Experiment& ran) {
    QStringList changes;
    auto sorted = [](std::vector<std::string> ids) {
        std::sort(ids.begin(), ids.end());
        return ids;
    };
    if (sorted(planned.mechanisms) != sorted(ran.mechanisms)) {
        changes << RunTexts::tr("mechanisms");
    }
    if (planned.pattern != ran.pattern) {
        changes << RunTexts::tr("pattern %1").arg(patternWords(ran.pattern));
    }
    if (planned.sizesBytes != ran.sizesBytes && hasMessageSize(ran.pattern)) {
        changes
            << RunTexts::tr("sizes %1").arg(QString::fromStdString(formatSizeList(ran.sizesBytes)));
    }
    if (planned.streamTotalBytes != ran.streamTotalBytes) {
        changes << RunTexts::tr("total %1")
                       .arg(ran.streamTotalBytes == 0 ? RunTexts::tr("none")
                                                      : bytes(ran.streamTotalBytes));
    }
    if (planned.iterations != ran.iterations &&
        !(ran.pattern == Pattern::Stream && ran.streamTotalBytes > 0)) {
        changes << RunTexts::tr("iterations %L1").arg(static_cast<qulonglong>(ran.iterations));
    }
    if (planned.warmup != ran.warmup) {
        changes << RunTexts::tr("warm-up %L1").arg(static_cast<qulonglong>(ran.warmup));
    }
    if (planned.repetitions != ran.repetitions) {
        changes << RunTexts::tr("repetitions %1").arg(ran.repetitions);
    }
    if (planned.placement != ran.placement) {
        changes << RunTexts::tr("placement %1").arg(placementWords(ran.placement));
    }
    if (planned.waitStrategy != ran.waitStrategy) {
        changes << RunTexts::tr("wait %1").arg(ran.waitStrategy ? waitWords(*ran.waitStrategy)
                                                                : RunTexts::tr("default"));
    }
    if (planned.parties != ran.parties && ran.pattern == Pattern::Lock) {
        changes << RunTexts::tr("parties %1").arg(ran.parties);
    }
    if (planned.lockLoop != ran.lockLoop && ran.pattern == Pattern::Lock) {
        changes << RunTexts::tr("%1 lock loop")
                       .arg(ran.lockLoop == LockLoop::Bare ? RunTexts::tr("bare")
                                                           : RunTexts::tr("counter"));
    }
    if (planned.gapUs != ran.gapUs && ran.pattern == Pattern::Paced) {
        changes << RunTexts::tr("gap %1 µs").arg(ran.gapUs);
    }
    if (planned.keepCoresAwake != ran.keepCoresAwake) {
        changes << (ran.keepCoresAwake ? RunTexts::tr("cores kept awake")
                                       : RunTexts::tr("cores not kept awake"));
    }
    if (planned.remotePeer != ran.remotePeer) {
        changes << RunTexts::tr("remote peer %1").arg(QString::fromStdString(ran.remotePeer));
    }
    return changes.join(QStringLiteral(", "));
}

QString runCaption(const RunRecord& record) {
    const auto preset = presetOf(record.origin);
    if (!preset) {
        return {};
    }
    const PresetStep& step = preset->steps[static_cast<std::size_t>(record.origin.stepIndex)];
    QString caption = coreText(preset->title);
    if (preset->steps.size() > 1) {
        caption += QStringLiteral(" \u2014 ") + stepName(step);
    }
    if (record.origin.quick) {
        caption += QLatin1Char(' ') + RunTexts::tr("(quick demo)");
    }
    const QString changes = experimentChanges(step.experiment, record.result.experiment);
    if (!changes.isEmpty()) {
        caption += QStringLiteral("; ") + RunTexts::tr("edited: %1").arg(changes);
    }
    return caption;
}

QString runPresetCaption(const RunRecord& record) {
    const auto preset = presetOf(record.origin);
    if (!preset) {
        return {};
    }
    QString caption = coreText(preset->title);
    if (record.origin.quick) {
        caption += QLatin1Char(' ') + RunTexts::tr("(quick demo)");
    }
    return caption;
}

std::vector<ReferenceSeries> runReferences(const RunRecord& record) {
    const auto preset = presetOf(record.origin);
    if (!preset) {
        return {};
    }
    // As the CLI does: report 004's Table II (RDTSC, pinned to one core) only beside a
    // same-core run, Table I not beside it; report 003's bare-loop figures not beside the
    // counter loop.
    return referencesForRun(preset->references, record.result.experiment);
}

QString suggestedBaseName(const RunRecord& record) {
    const auto preset = presetOf(record.origin);
    if (!preset) {
        const QDateTime when =
            record.finishedAt.isValid() ? record.finishedAt : QDateTime::currentDateTime();
        return QStringLiteral("ipclab-run-") + when.toString(QStringLiteral("yyyy-MM-dd-HHmm"));
    }
    QString name = record.origin.presetId;
    if (preset->steps.size() > 1) {
        name += QStringLiteral("-step%1").arg(record.origin.stepIndex + 1);
    }
    if (record.origin.quick) {
        name += QStringLiteral("-quick");
    }
    const PresetStep& step = preset->steps[static_cast<std::size_t>(record.origin.stepIndex)];
    if (!experimentChanges(step.experiment, record.result.experiment).isEmpty()) {
        name += QStringLiteral("-edited");
    }
    return name;
}

QString placementWords(Placement placement) {
    switch (placement) {
        case Placement::Unpinned:
            return RunTexts::tr("unpinned");
        case Placement::SameCore:
            return RunTexts::tr("one core");
        case Placement::CrossCore:
            return RunTexts::tr("two cores");
        case Placement::Auto:
            return RunTexts::tr("blocking on one core, spinning on two");
    }
    return {};
}

namespace {

QString sizesWords(const Experiment& experiment) {
    if (experiment.sizesBytes.empty() || !hasMessageSize(experiment.pattern)) {
        return {};
    }
    const auto [low, high] =
        std::minmax_element(experiment.sizesBytes.begin(), experiment.sizesBytes.end());
    QString words = QString::fromStdString(formatBytes(*low));
    if (*high != *low) {
        words += QStringLiteral("\u2013") + QString::fromStdString(formatBytes(*high));
    }
    return words;
}

}  // namespace

QString clockTime(const QTime& time) {
    // The locale's short format ("h:mm AP", "HH:mm") with the seconds after the minutes: three
    // Quick tours finished in one minute read "2:02 PM" each.
    QString format = QLocale().timeFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1Char('s'))) {
        const qsizetype minutes = format.indexOf(QStringLiteral("mm"));
        if (minutes >= 0) {
            format.insert(minutes + 2, QStringLiteral(":ss"));
        }
    }
    return QLocale().toString(time, format);
}

QString historyLine(const RunRecord& record) {
    const QString when = clockTime(record.finishedAt.time());
    QString what = RunTexts::tr("own experiment");
    if (const auto preset = presetOf(record.origin)) {
        what = coreText(preset->title).section(QLatin1Char(':'), 0, 0);
        if (preset->steps.size() > 1) {
            what += QStringLiteral(" \u2014 ") +
                    RunTexts::tr("step %1").arg(record.origin.stepIndex + 1);
        }
        if (record.origin.quick) {
            what += QLatin1Char(' ') + RunTexts::tr("(quick)");
        }
    } else if (!record.result.experiment.mechanisms.empty()) {
        what = QString::fromUtf8(toString(record.result.experiment.pattern).data());
    }
    // What tells two runs of one preset apart: where they ran, how they waited, which sizes.
    const Experiment& experiment = record.result.experiment;
    what += QStringLiteral(" \u00B7 ") + placementWords(experiment.placement);
    if (experiment.waitStrategy) {
        what += QStringLiteral(", ") +
                RunTexts::tr("wait: %1").arg(waitWords(*experiment.waitStrategy));
    }
    if (const QString sizes = sizesWords(experiment); !sizes.isEmpty()) {
        what += QStringLiteral(", ") + sizes;
    }
    const auto points = static_cast<int>(record.result.points.size());
    // Points a Stop cut short are not failures: the "(stopped)" below says it.
    const auto failed = static_cast<int>(runOutcome(record.result, 0).failed);
    QString line = QStringLiteral("%1 \u00B7 %2 \u00B7 ").arg(when, what) +
                   RunTexts::tr("%n point(s)", nullptr, points);
    if (failed > 0) {
        line += QLatin1Char(' ') + RunTexts::tr("(%n failed)", nullptr, failed);
    }
    if (record.result.cancelled) {
        line += QLatin1Char(' ') + RunTexts::tr("(stopped)");
    }
    return line;
}

QString comparedLabel(const RunRecord& record, const RunRecord& shown) {
    const Experiment& ran = record.result.experiment;
    const Experiment& other = shown.result.experiment;
    QStringList parts;
    if (ran.placement != other.placement) {
        parts << placementWords(ran.placement);
    }
    if (ran.waitStrategy != other.waitStrategy) {
        parts << RunTexts::tr("wait: %1")
                     .arg(ran.waitStrategy ? waitWords(*ran.waitStrategy)
                                           : RunTexts::tr("mechanism default"));
    }
    if (sizesWords(ran) != sizesWords(other)) {
        parts << sizesWords(ran);
    }
    // When: the date too when the two runs were on different days.
    const QDateTime when = record.finishedAt;
    parts << (when.date() == shown.finishedAt.date() || !shown.finishedAt.isValid()
                  ? clockTime(when.time())
                  : QLocale().toString(when.date(), QLocale::ShortFormat) + QLatin1Char(' ') +
                        clockTime(when.time()));
    return parts.join(QStringLiteral(", "));
}

RunOrigin matchOrigin(const Experiment& experiment) {
    for (const Preset& preset : builtinPresets()) {
        for (bool quick : {false, true}) {
            const RunOrigin probe{QString::fromStdString(preset.id), 0, quick};
            const auto here = presetOf(probe);
            if (!here) {
                continue;
            }
            for (std::size_t step = 0; step < here->steps.size(); ++step) {
                if (experimentChanges(here->steps[step].experiment, experiment).isEmpty()) {
                    return RunOrigin{probe.presetId, static_cast<int>(step), quick};
                }
            }
        }
    }
    return {};
}

}  // namespace ipclab::app
