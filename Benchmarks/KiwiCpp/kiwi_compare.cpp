// The kiwi C++ side of scripts/cassowary-bench: kiwi 1.5.1's own solver (the header-only library inside
// the kiwisolver sdist), timed on the same shapes and by the same rules as CassowaryCompare.
//
// Input (plain text, written by the script): the shape count, then per shape
//   kind repeats variables constraints
//   one line per constraint: op strength constant terms (variable coefficient)...
//   suggest: edit-variable strength count value...      constants: count (index constant)...
// Output: one JSON object per shape and line, {"seconds": best, "values": [...]}.
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Spec {
    char op;
    double strength;   // kiwi's, as scripts/cassowary-bench gives kiwisolver
    double constant;
    std::vector<std::pair<int, double>> terms;
};

struct Shape {
    std::string kind;
    int repeats = 1;
    int variables = 0;
    std::vector<Spec> constraints;
    int edit = -1;
    double editStrength = 0;
    std::vector<double> suggestions;
    std::vector<std::pair<int, double>> changes;
};

kiwi::Constraint make(const std::vector<kiwi::Variable>& variables, const Spec& spec, double constant) {
    std::vector<kiwi::Term> terms;
    for (const auto& term : spec.terms) terms.emplace_back(variables[term.first], term.second);
    kiwi::Expression expression(terms, constant);
    kiwi::RelationalOperator op = spec.op == '=' ? kiwi::OP_EQ : (spec.op == '<' ? kiwi::OP_LE : kiwi::OP_GE);
    return kiwi::Constraint(expression, op, spec.strength);
}

bool read(Shape& shape) {
    int count = 0;
    if (!(std::cin >> shape.kind >> shape.repeats >> shape.variables >> count)) return false;
    shape.constraints.resize(count);
    for (auto& spec : shape.constraints) {
        int terms = 0;
        std::cin >> spec.op >> spec.strength >> spec.constant >> terms;
        spec.terms.resize(terms);
        for (auto& term : spec.terms) std::cin >> term.first >> term.second;
    }
    if (shape.kind == "suggest") {
        int n = 0;
        std::cin >> shape.edit >> shape.editStrength >> n;
        shape.suggestions.resize(n);
        for (auto& value : shape.suggestions) std::cin >> value;
    } else if (shape.kind == "constants") {
        int n = 0;
        std::cin >> n;
        shape.changes.resize(n);
        for (auto& change : shape.changes) std::cin >> change.first >> change.second;
    }
    return static_cast<bool>(std::cin);
}

double seconds(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// One run: the timed seconds, and the values read at the end.
double run(const Shape& shape, std::vector<double>& values) {
    std::vector<kiwi::Variable> variables;
    for (int i = 0; i < shape.variables; ++i) variables.emplace_back("v" + std::to_string(i));
    std::vector<kiwi::Constraint> constraints;
    for (const auto& spec : shape.constraints) constraints.push_back(make(variables, spec, spec.constant));
    kiwi::Solver solver;
    auto readAll = [&] {
        solver.updateVariables();
        values.clear();
        for (const auto& variable : variables) values.push_back(variable.value());
    };
    if (shape.kind == "build") {
        auto start = std::chrono::steady_clock::now();
        for (const auto& constraint : constraints) solver.addConstraint(constraint);
        readAll();
        return seconds(start);
    }
    for (const auto& constraint : constraints) solver.addConstraint(constraint);
    if (shape.kind == "suggest") {
        const auto& edit = variables[shape.edit];
        solver.addEditVariable(edit, shape.editStrength);
        auto start = std::chrono::steady_clock::now();
        for (double value : shape.suggestions) solver.suggestValue(edit, value);
        readAll();
        return seconds(start);
    }
    // kiwi has no in-place constant change: remove the constraint, add a prebuilt replacement.
    std::vector<std::pair<int, kiwi::Constraint>> replacements;
    for (const auto& change : shape.changes)
        replacements.emplace_back(change.first, make(variables, shape.constraints[change.first], change.second));
    auto current = constraints;
    auto start = std::chrono::steady_clock::now();
    for (const auto& replacement : replacements) {
        solver.removeConstraint(current[replacement.first]);
        solver.addConstraint(replacement.second);
        current[replacement.first] = replacement.second;
    }
    readAll();
    return seconds(start);
}

}  // namespace

int main() {
    int count = 0;
    std::cin >> count;
    for (int i = 0; i < count; ++i) {
        Shape shape;
        if (!read(shape)) {
            std::cerr << "kiwi_compare: malformed input at shape " << i << "\n";
            return 2;
        }
        std::vector<double> values;
        double best = run(shape, values);
        std::vector<double> ignored;
        for (int r = 1; r < shape.repeats; ++r) best = std::min(best, run(shape, ignored));
        std::printf("{\"seconds\": %.9g, \"values\": [", best);
        for (size_t v = 0; v < values.size(); ++v) std::printf(v ? ", %.17g" : "%.17g", values[v]);
        std::printf("]}\n");
    }
    return 0;
}
