# bash completion for kids: switches, commands, activity IDs, languages and voices.
_kids() {
    local cur prev
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    case $prev in
        --open) COMPREPLY=($(compgen -W "counting letters shapes keys keyboard stories listen words numbers" -- "$cur")); return ;;
        --child) COMPREPLY=($(compgen -W "fox owl bear frog rabbit lion mouse bee penguin turtle elephant giraffe tiger puppy dinosaur otter panda koala hamster wolf unicorn zebra horse chick snail llama dolphin octopus snake parrot hedgehog kangaroo flamingo sheep crocodile camel deer" -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "csv json" -- "$cur")); return ;;
        --keyboard) COMPREPLY=($(compgen -W "qwerty azerty qwertz es" -- "$cur")); return ;;
        --pictures) COMPREPLY=($(compgen -W "auto blocks symbols pixels" -- "$cur")); return ;;
        --lang) COMPREPLY=($(compgen -W "de en es fr" -- "$cur")); return ;;
        --voice) COMPREPLY=($(compgen -W "$(kids voices 2>/dev/null | awk 'NR > 1 {print $1}')" -- "$cur")); return ;;
        --state-dir|--class|--content|check-content|check-class) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --speech-log|--state-log|--speech-out|--braille-log) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --question|--story|--rate|--gate-seed|--seed) return ;;
    esac
    if [[ $COMP_CWORD -eq 1 && $cur != -* ]]; then
        COMPREPLY=($(compgen -W "check-content check-class report plan voices" -- "$cur"))
        return
    fi
    COMPREPLY=($(compgen -W "--open --question --story --mute --plain --full --braille --pictures --kiosk --keyboard --child --state-dir --class --content --lang --rate --voice --reset-state --gate-seed --seed --speech-log --braille-log --state-log --speech-out --help --version" -- "$cur"))
}
complete -F _kids kids
